/** The id of every page's <main>: the skip link's target. */
export const MAIN_ID = 'contenu';

/**
 * WCAG 2.4.1: the first Tab stop of every page, hidden until focused, jumps over the header to the
 * page's content. Focus is moved by hand (the <main> has tabIndex -1): a bare « #contenu » would
 * scroll without moving the keyboard in every browser, and would write a hash into the router's URL.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView({ block: 'start' });
      }}
      className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      Aller au contenu principal
    </a>
  );
}
