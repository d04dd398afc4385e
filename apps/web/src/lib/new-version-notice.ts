import { NEW_VERSION_NOTICE } from './new-version-key.ts';
import { notify } from './toast.ts';

// Loaded by main.tsx only after a reload onto a new build (issue 34 item 5): said once, then forgotten.
sessionStorage.removeItem(NEW_VERSION_NOTICE);
notify.info('Une nouvelle version de l’application est disponible : la page a été rechargée.', { autoClose: 8000 });
