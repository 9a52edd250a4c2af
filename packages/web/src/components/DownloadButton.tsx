import Button, { type ButtonProps } from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';

/** The button that saves a file (a CSV) of what the screen shows: outlined, small unless told. */
export function DownloadButton(props: Omit<ButtonProps, 'variant' | 'startIcon'>) {
  return <Button variant="outlined" size="small" startIcon={<DownloadIcon />} {...props} />;
}
