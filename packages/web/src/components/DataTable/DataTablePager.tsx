/**
 * The footer of the shared table: rows per page (10, 20, All), the range line ("1–10 of 123"), and
 * first/previous/next/last buttons when there is more than one page.
 */
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, parsePageSize, type PageSize } from './paging.ts';

interface DataTablePagerProps {
  testId: string;
  pageSize: PageSize;
  /** 0-based page shown, and the number of pages (at least 1). */
  page: number;
  pages: number;
  /** Rows of all pages, and the 0-based bounds [start, end) of the page shown. */
  total: number;
  start: number;
  end: number;
  onPageSize: (size: PageSize) => void;
  onPage: (page: number) => void;
}

export function DataTablePager({
  testId,
  pageSize,
  page,
  pages,
  total,
  start,
  end,
  onPageSize,
  onPage,
}: DataTablePagerProps) {
  const { t } = useTranslation();
  const first = page === 0;
  const last = page >= pages - 1;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 1,
        flexWrap: 'wrap',
        pt: 1,
      }}
    >
      <Typography variant="body2" component="label" htmlFor={`${testId}-page-size`}>
        {t('rowsPerPage')}
      </Typography>
      <NativeSelect
        value={String(pageSize)}
        onChange={(event) => onPageSize(parsePageSize(event.target.value))}
        // A data-* attribute is valid on <select> though the typing of inputProps does not list it.
        inputProps={{ id: `${testId}-page-size`, ...{ 'data-testid': 'page-size' } }}
        sx={{ fontSize: 14 }}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={String(size)}>
            {size === 'all' ? t('all') : size}
          </option>
        ))}
      </NativeSelect>
      <Typography variant="body2" data-testid="page-range" sx={{ minWidth: 96, textAlign: 'right' }}>
        {t('displayedRows', { from: total === 0 ? 0 : start + 1, to: end, total })}
      </Typography>
      {pages > 1 ? (
        <Box sx={{ display: 'flex' }}>
          {(
            [
              { key: 'firstPage', testId: 'page-first', to: 0, off: first, Icon: FirstPageIcon },
              {
                key: 'previousPage',
                testId: 'page-prev',
                to: page - 1,
                off: first,
                Icon: NavigateBeforeIcon,
              },
              { key: 'nextPage', testId: 'page-next', to: page + 1, off: last, Icon: NavigateNextIcon },
              { key: 'lastPage', testId: 'page-last', to: pages - 1, off: last, Icon: LastPageIcon },
            ] as const
          ).map(({ key, testId: id, to, off, Icon }) => (
            <IconButton
              key={key}
              size="small"
              aria-label={t(key)}
              data-testid={id}
              disabled={off}
              onClick={() => onPage(to)}
            >
              <Icon fontSize="small" />
            </IconButton>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
