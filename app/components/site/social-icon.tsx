import type { SVGProps } from "react";

import { ExternalLink, Mail, MapPin, Phone } from "../ui/icons";

// Simple geometric marks for the social platforms of the settings (docs/product.md §12); any other
// platform gets a generic external-link icon. Drawn here: the icon set has no brand marks.

type IconProps = SVGProps<SVGSVGElement>;
const base = { width: 18, height: 18, viewBox: "0 0 24 24", fill: "currentColor", "aria-hidden": true } as const;

const Linkedin = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm2.5 7v8h2.6v-8H6.5Zm1.3-4.2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM10.8 10v8h2.6v-4.3c0-1.2.5-2 1.5-2s1.3.8 1.3 2V18h2.6v-4.8c0-2.4-1.2-3.4-3-3.4-1.2 0-2 .6-2.4 1.2V10h-2.6Z" />
  </svg>
);
const Facebook = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M12 2a10 10 0 0 0-1.6 19.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.5 2.9h-2.3v7A10 10 0 0 0 12 2Z" />
  </svg>
);
const Instagram = (p: IconProps) => (
  <svg {...base} fill="none" stroke="currentColor" strokeWidth={2} {...p}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
  </svg>
);
const Twitter = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M4 3h4.6l3.9 5.4L17 3h2.6l-5.8 6.8L20.5 21h-4.6l-4.2-5.9L6.6 21H4l6.4-7.4L4 3Zm3 1.6 9.8 14.8h1.1L8.2 4.6H7Z" />
  </svg>
);
const Youtube = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.6 2.6 0 0 0 2.4 7.2 27 27 0 0 0 2 12a27 27 0 0 0 .4 4.8 2.6 2.6 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8A27 27 0 0 0 22 12a27 27 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z" />
  </svg>
);
const Tiktok = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M14 3h3a4.5 4.5 0 0 0 4 4v3a7.4 7.4 0 0 1-4-1.3V15a6 6 0 1 1-6-6h.5v3.1H11a2.9 2.9 0 1 0 3 2.9V3Z" />
  </svg>
);

const byName: Record<string, (p: IconProps) => React.JSX.Element> = {
  linkedin: Linkedin,
  facebook: Facebook,
  instagram: Instagram,
  twitter: Twitter,
  x: Twitter,
  youtube: Youtube,
  tiktok: Tiktok,
  mail: (p) => <Mail size={18} aria-hidden {...p} />,
  phone: (p) => <Phone size={18} aria-hidden {...p} />,
  mappin: (p) => <MapPin size={18} aria-hidden {...p} />,
};

/** The icon for a platform name (case-insensitive); unknown platforms get a generic one. */
export function SocialIcon({ icon, ...props }: IconProps & { icon: string }) {
  const Icon = byName[icon.toLowerCase().replace(/[^a-z]/g, "")];
  return Icon ? <Icon {...props} /> : <ExternalLink size={18} aria-hidden {...props} />;
}
