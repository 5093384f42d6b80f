import CodeIcon from '@mui/icons-material/Code';
import EditNoteIcon from '@mui/icons-material/EditNote';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import LinkIcon from '@mui/icons-material/Link';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import TroubleshootIcon from '@mui/icons-material/Troubleshoot';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkCard } from '../../../components/ui/link-card/link-card';
import { availableMethods, type ImportMethod, METHOD_TEXT } from '../lib/import-methods';

const ICONS: Record<ImportMethod, ReactNode> = {
  url: <LinkIcon />,
  bulk: <PlaylistAddIcon />,
  html: <CodeIcon />,
  image: <PhotoCameraIcon />,
  new: <EditNoteIcon />,
  zip: <FolderZipIcon />,
  debug: <TroubleshootIcon />,
};

/** `/g/{g}/r/create`: one card per way of creating a recipe. */
export function ImportChooser({ groupSlug, imageImport }: { groupSlug: string; imageImport: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {availableMethods(imageImport).map(({ method, href }) => (
        <LinkCard
          key={method}
          to={href(groupSlug)}
          icon={ICONS[method]}
          title={t(METHOD_TEXT[method].title)}
          description={t(METHOD_TEXT[method].description)}
        />
      ))}
    </Box>
  );
}
