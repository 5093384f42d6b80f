import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMaintenanceStorage } from '../../../../api/admin/get-maintenance-storage';
import { PageLoader } from '../../../../components/ui/page-loader/page-loader';

/** §8.6 the size of each folder in the data folder. */
export function StorageTable() {
  const { t } = useTranslation();
  const storage = useMaintenanceStorage();
  if (storage.isError) return <Typography color="error">{t('admin.maintenance.loadFailed')}</Typography>;
  if (!storage.data) return <PageLoader />;
  const rows = [
    { label: t('admin.maintenance.storage.temp'), size: storage.data.tempDirSize },
    { label: t('admin.maintenance.storage.backups'), size: storage.data.backupsDirSize },
    { label: t('admin.maintenance.storage.groups'), size: storage.data.groupsDirSize },
    { label: t('admin.maintenance.storage.recipes'), size: storage.data.recipesDirSize },
    { label: t('admin.maintenance.storage.users'), size: storage.data.userDirSize },
  ];
  return (
    <Table size="small" aria-label={t('admin.maintenance.storage.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('admin.maintenance.storage.folder')}</TableCell>
          <TableCell align="right">{t('admin.maintenance.storage.size')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.label}>
            <TableCell component="th" scope="row">
              {row.label}
            </TableCell>
            <TableCell align="right">{row.size}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
