import type { SvgIconComponent } from '@mui/icons-material';
import CodeIcon from '@mui/icons-material/Code';
import ImageIcon from '@mui/icons-material/Image';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import RestaurantIcon from '@mui/icons-material/Restaurant';

/**
 * The icons an asset may carry. The stored values are Mealie's Material Design icon names, so
 * assets keep their icon when recipes move between the two apps.
 */
export const ASSET_ICONS = [
  { value: 'mdi-file', labelKey: 'recipe.assets.icons.file', Icon: InsertDriveFileIcon },
  { value: 'mdi-file-pdf-box', labelKey: 'recipe.assets.icons.pdf', Icon: PictureAsPdfIcon },
  { value: 'mdi-file-image', labelKey: 'recipe.assets.icons.image', Icon: ImageIcon },
  { value: 'mdi-code-json', labelKey: 'recipe.assets.icons.code', Icon: CodeIcon },
  { value: 'mdi-silverware-fork-knife', labelKey: 'recipe.assets.icons.recipe', Icon: RestaurantIcon },
] as const satisfies readonly { value: string; labelKey: string; Icon: SvgIconComponent }[];

export const DEFAULT_ASSET_ICON = 'mdi-file';

/** The icon component for a stored icon name; unknown names (from other apps) get the plain file icon. */
export function assetIcon(value: string | null | undefined): SvgIconComponent {
  return (ASSET_ICONS.find((icon) => icon.value === value) ?? ASSET_ICONS[0]).Icon;
}
