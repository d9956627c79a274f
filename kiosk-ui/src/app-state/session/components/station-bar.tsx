import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { BrandMark } from '#components/brand-mark.tsx';
import { podSession } from '../pod-session-model.ts';
import './station-bar.css';

/** A signed-in screen's top bar: the client's brand and the station's name, then `children` on the right. */
export function StationBar({ children }: { children?: ReactNode }) {
  useSignals();
  const session = podSession.value;
  return (
    <header className="station-bar">
      <BrandMark logo={session?.logo} name={session?.client_name} />
      <span className="station-bar__station">{session?.nav_name ?? 'Gamepod'}</span>
      {children}
    </header>
  );
}
