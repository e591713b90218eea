/**
 * The style sheet of the stand-in's form pages (the hosted card page, the library sign-in): one
 * readable column, labelled fields, a visible focus ring, refusals in a red box; `accent` colours
 * the submit button.
 */
export const formPageStyle = (accent: string): string => `
    body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #111; }
    label { display: block; margin-top: 1rem; font-weight: 600; }
    input { font: inherit; width: 100%; box-sizing: border-box; padding: 0.5rem; border: 1px solid #666; border-radius: 4px; }
    input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #111; outline-offset: 2px; }
    button { margin-top: 1.5rem; font: inherit; padding: 0.6rem 1.2rem; border: 0; border-radius: 4px; background: ${accent}; color: #fff; cursor: pointer; }
    .error { border-left: 4px solid #b00020; background: #fdecef; padding: 0.5rem 1rem; }
    .note { color: #444; font-size: 0.875rem; }
`;
