import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Icon, type IconName } from './icons.tsx';
import './actionButton.css';

interface LookProps {
  icon?: IconName;
  size?: 'small' | 'medium';
  /** Working: a turning ring in the icon's place (the caller also disables the button). */
  busy?: boolean;
}

function look({ icon, size = 'medium', busy = false }: LookProps): {
  className: string;
  start: ReactNode;
} {
  const iconSize = size === 'small' ? 18 : 20;
  let start: ReactNode = null;
  if (busy) start = <span className="action-button-spinner" aria-hidden="true" />;
  else if (icon) start = <Icon name={icon} size={iconSize} />;
  return {
    className: size === 'small' ? 'action-button action-button--small' : 'action-button',
    start: start ? <span className="action-button-icon">{start}</span> : null,
  };
}

export type ActionButtonProps = LookProps & ButtonHTMLAttributes<HTMLButtonElement>;

/**
 * An outlined button with an icon in static CSS (actionButton.css): MUI's outlined Button look without
 * its run-time styles, for buttons on a first load. Other screens may keep MUI's Button.
 */
export function ActionButton({ icon, size, busy, children, type = 'button', ...rest }: ActionButtonProps) {
  const { className, start } = look({ icon, size, busy });
  return (
    <button type={type} className={className} {...rest}>
      {start}
      {children}
    </button>
  );
}

export type ActionLinkProps = Omit<LookProps, 'busy'> & Omit<LinkProps, 'className'>;

/** The same look on a link to another screen of the portal (client-side navigation). */
export function ActionLink({ icon, size, children, ...rest }: ActionLinkProps) {
  const { className, start } = look({ icon, size });
  return (
    <Link className={className} {...rest}>
      {start}
      {children}
    </Link>
  );
}
