import { useTranslation } from 'react-i18next';

/**
 * The first stop of the Tab key (WCAG 2.4.1): jumps over the header and the menu to the screen. Hidden
 * until it has keyboard focus (shell.css). Focus is moved by hand: the router would treat `#main` as a
 * navigation.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={`#${targetId}`}
      className="shell-skip-link"
      data-testid="skip-link"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
    >
      {t('skipToMain')}
    </a>
  );
}
