import type { ComponentPropsWithRef } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent';

/** A button's own attributes and, as React 19 passes it as a prop, its ref (to move the focus to it). */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
}

export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['dr-button', `dr-button--${variant}`, size === 'sm' && 'dr-button--sm', className];
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...rest} />;
}
