import { Suspense, useState } from 'react';
import avatar from './avatar-card.module.css';
import { AvatarCardModal } from './modals/lazy-modals';

export interface AvatarCardProps {
  name: string;
  clientenro: number | string;
  email: string;
  /** Opens the contact data editor (account modal 8, another feature); the route decides how. */
  onEditContactData: () => void;
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

/** The avatar button that opens account modal 7. */
export function AvatarCard({ name, clientenro, email, onEditContactData }: AvatarCardProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={avatar.trigger} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <span className={avatar.circle} aria-hidden="true">
          {initials(name)}
        </span>
        <span>Mi perfil</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AvatarCardModal
            name={name}
            clientenro={clientenro}
            email={email}
            onEditContactData={onEditContactData}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
