/** The ids of what describes a control, in reading order, or undefined when there are none. */
export const describedBy = (...ids: (string | undefined | false)[]): string | undefined => {
  const list = ids.filter((id): id is string => typeof id === 'string' && id.trim() !== '');
  return list.length > 0 ? list.join(' ') : undefined;
};
