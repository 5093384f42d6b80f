import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useFormState } from 'react-hook-form';

/** The form's submit button; disabled with a spinner while the submission is pending. */
export function SubmitButton({ children, disabled, startIcon, ...props }: ButtonProps) {
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      {...props}
      disabled={disabled || isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : startIcon}
    >
      {children}
    </Button>
  );
}
