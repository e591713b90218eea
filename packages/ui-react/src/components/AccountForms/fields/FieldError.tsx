/** A field's error message, under the id its control names in `aria-describedby`; nothing without one. */
export function FieldError({ id, error, className }: { id: string; error?: string; className?: string }) {
  if (!error) return null;
  return (
    <p id={id} className={className ? `${className} ott-field__error` : 'ott-field__error'}>
      {error}
    </p>
  );
}
