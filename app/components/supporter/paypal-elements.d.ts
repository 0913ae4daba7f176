// PayPal's web SDK v6 renders its buttons into these custom elements (see @paypal/paypal-js's
// web-components types, which declare them for the DOM but not for React's JSX).
import type { DetailedHTMLProps, HTMLAttributes } from "react";

type PayPalElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { type?: string };

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "paypal-button": PayPalElementProps;
      "paypal-basic-card-container": PayPalElementProps;
      "paypal-basic-card-button": PayPalElementProps;
    }
  }
}
