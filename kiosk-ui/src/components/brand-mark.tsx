import { Wordmark } from '@gamepod/ui-kit';
import './brand-mark.css';

/** The client's logo when it has one, else ours. */
export function BrandMark({ logo, name }: { logo: string | null | undefined; name?: string }) {
  if (logo) return <img className="brand-mark__logo" src={logo} alt={name ? `${name} logo` : 'Logo'} />;
  return (
    <span className="brand-mark__wordmark">
      <Wordmark />
    </span>
  );
}
