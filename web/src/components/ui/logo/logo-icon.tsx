import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** Larder's jar, the same drawing as public/icons/icon.svg without the tile. */
export function LogoIcon(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 512 512" {...props}>
      <path d="M188 104h136a12 12 0 0 1 12 12v24a12 12 0 0 1-12 12H188a12 12 0 0 1-12-12v-24a12 12 0 0 1 12-12Zm-4 64h144a48 48 0 0 1 48 48v152a48 48 0 0 1-48 48H184a48 48 0 0 1-48-48V216a48 48 0 0 1 48-48Zm4 80a12 12 0 0 0-12 12v40a12 12 0 0 0 12 12h136a12 12 0 0 0 12-12v-40a12 12 0 0 0-12-12Z" />
    </SvgIcon>
  );
}
