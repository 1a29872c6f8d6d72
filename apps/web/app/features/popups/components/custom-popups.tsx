import { useMemo, useState } from 'react';
import type { RawPopup } from '../lib/popup-candidates';
import { isPopupDismissed, markPopupDismissed } from '../lib/popup-storage';
import { selectVisiblePopups, type PopupView } from '../lib/select-popups';
import { CustomPopup } from './custom-popup';

export interface CustomPopupsProps {
  candidates: RawPopup[];
  path: string;
  im: Readonly<Record<string, string>>;
  companyCode: number;
}

/** Shows the visible pop-ups of this page one after the other; each close is remembered. */
export default function CustomPopups({ candidates, path, im, companyCode }: CustomPopupsProps) {
  const visible = useMemo(
    () => selectVisiblePopups(candidates, path, im, (p) => isPopupDismissed(companyCode, p)),
    [candidates, path, im, companyCode],
  );
  const [closed, setClosed] = useState<readonly PopupView[]>([]);
  const current = visible.find((popup) => !closed.includes(popup));
  if (!current) return null;

  return (
    <CustomPopup
      key={`${current.id ?? current.type}`}
      popup={current}
      onClose={() => {
        markPopupDismissed(companyCode, current);
        setClosed((list) => [...list, current]);
      }}
    />
  );
}
