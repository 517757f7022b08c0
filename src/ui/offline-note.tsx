import { Icon } from './icon.tsx';

/** Why a control is disabled while offline, said next to it and announced politely. */
export function OfflineNote({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} role="status" className="flex items-start gap-2 rounded-control bg-accent-100 px-3 py-2 text-sm text-ink">
      <Icon className="mt-0.5 size-4 shrink-0 text-accent-700" strokeLinecap="round">
        <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18" />
      </Icon>
      {text}
    </p>
  );
}
