import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@airsight/contracts';
import { PRODUCT_NAME } from '@airsight/contracts/product';
import { ProductMark } from '../../components/ProductMark.tsx';
import { NavMenu } from './NavMenu.tsx';

export interface MenuDrawerProps {
  id: string;
  user: UserInfo;
  open: boolean;
  onClose: () => void;
}

/**
 * A phone's menu: a drawer that slides in over the page (MUI's modal drawer: backdrop, focus kept inside,
 * Escape closes it). The shell mounts it when first opened and keeps it for the next openings.
 */
export function MenuDrawer({ id, user, open, onClose }: MenuDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      variant="temporary"
      id={id}
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={{ '& .MuiDrawer-paper': { width: 280, boxSizing: 'border-box' } }}
    >
      <div className="shell-toolbar shell-drawer-head">
        <ProductMark size={28} />
        <span className="shell-product-name">{PRODUCT_NAME}</span>
        <IconButton edge="end" onClick={onClose} aria-label={t('closeMenu')}>
          <CloseIcon />
        </IconButton>
      </div>
      <Divider />
      <NavMenu user={user} onNavigate={onClose} />
    </Drawer>
  );
}
