export { PnyxProvider, usePnyxClient, createPnyxQueryClient, type PnyxProviderProps } from "./provider";
export { pnyxKeys } from "./query-keys";
export { useHealth, type UseHealthOptions } from "./hooks/useHealth";
export { vars } from "./theme/contract.css";
export { lightTheme, darkTheme } from "./theme/themes.css";
export { PnyxTheme, themeClassNames, type PnyxThemeProps, type ThemeName } from "./theme/PnyxTheme";
export {
  HealthStatus,
  defaultHealthStatusStrings,
  type HealthStatusProps,
  type HealthStatusStrings,
} from "./components/health-status/HealthStatus";
export {
  useToast,
  PnyxToastRegion,
  type Toaster,
  type ToastOptions,
  type ToastTone,
} from "./components/toasts/ToastProvider";
export { useNewsletterSignup } from "./hooks/useNewsletterSignup";
export { useSendSupportMessage } from "./hooks/useSendSupportMessage";
export {
  NewsletterForm,
  defaultNewsletterFormStrings,
  type NewsletterFormProps,
  type NewsletterFormStrings,
} from "./components/newsletter-form/NewsletterForm";
export {
  SupportForm,
  defaultSupportFormStrings,
  type SupportFormProps,
  type SupportFormStrings,
} from "./components/support-form/SupportForm";
