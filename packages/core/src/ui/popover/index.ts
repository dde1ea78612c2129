// Used by the coming product search results and compare.
export { type PopoverChangeReason, type PopoverContextValue, usePopover } from './popover-context';
export {
  PopoverClose,
  type PopoverCloseProps,
  PopoverContent,
  type PopoverContentProps,
  PopoverTitle,
  type PopoverTitleProps,
  PopoverTrigger,
  type PopoverTriggerProps,
} from './popover-parts';
export { PopoverRoot, type PopoverRootProps } from './popover-root';
