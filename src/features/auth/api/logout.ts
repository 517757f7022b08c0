// The session moved to src/lib so features other than auth can read it; this path stays for existing imports.
export { useLogout } from '../../../lib/session.ts';
