import {
  ArrowLeft as LucideArrowLeft,
  ArrowRight as LucideArrowRight,
  Building2 as LucideBuilding2,
  CheckCircle2 as LucideCheckCircle2,
  ChevronDown as LucideChevronDown,
  ChevronLeft as LucideChevronLeft,
  ChevronRight as LucideChevronRight,
  Construction as LucideConstruction,
  Droplets as LucideDroplets,
  ExternalLink as LucideExternalLink,
  Factory as LucideFactory,
  Globe as LucideGlobe,
  Landmark as LucideLandmark,
  Mail as LucideMail,
  MapPin as LucideMapPin,
  Menu as LucideMenu,
  Pause as LucidePause,
  Phone as LucidePhone,
  Play as LucidePlay,
  Route as LucideRoute,
  X as LucideX,
  Zap as LucideZap,
  type LucideIcon,
  type LucideProps,
} from "lucide-react";

// The public site's icons. Lucide's components rebuild every icon's attributes and path elements
// on each render, and React then renders each path: on the home page that was about a sixth of
// the render (issue 12). These make the same markup (tests/unit/site-icons.test.tsx compares them
// with lucide's own, icon by icon) as one svg element whose paths are markup made once per icon.

/** What lucide knows of an icon: its name, aliases, view box size and path elements. */
interface IconData {
  name?: string;
  aliases?: unknown[];
  size?: number;
  node: [string, Record<string, string | number>][];
}

export type SiteIconProps = Omit<LucideProps, "ref" | "children" | "color" | "absoluteStrokeWidth" | "nonScalingStroke" | "width" | "height" | "dangerouslySetInnerHTML">;
export type SiteIcon = (props: SiteIconProps) => React.JSX.Element;

const svgNamespace = "http://www.w3.org/2000/svg";
const escaped = (value: string | number) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A lucide component's data. Its outer component only hands the data to lucide's inner one, so
 * asking it for that element reads the data without rendering anything.
 */
function dataOf(icon: LucideIcon): IconData {
  const render = (icon as unknown as { render?: (props: object, ref: null) => { props?: { icon?: IconData } } }).render;
  const data = render?.({}, null)?.props?.icon;
  if (!data || !Array.isArray(data.node)) throw new Error(`lucide-react no longer gives ${icon.displayName ?? "an icon"}'s data this way: see app/components/site/icons.tsx`);
  return data;
}

/** The same markup as lucide's component for the props the site uses, its paths made once. */
export function siteIcon(icon: LucideIcon): SiteIcon {
  const data = dataOf(icon);
  const paths = {
    __html: data.node
      .map(([tag, attributes]) => {
        const named = Object.entries(attributes).filter(([name]) => name !== "key");
        return `<${tag}${named.map(([name, value]) => ` ${name}="${escaped(value)}"`).join("")}></${tag}>`;
      })
      .join(""),
  };
  const viewBoxSize = data.size ?? 24;
  const ownClasses = ["lucide", ...(data.name ? [`lucide-${data.name}`] : []), ...(data.aliases ?? []).filter((alias): alias is string => typeof alias === "string" && alias.trim() !== "").map((alias) => `lucide-${alias}`)];

  function Icon({ size = 24, strokeWidth = 2, className, ...rest }: SiteIconProps) {
    const classes = [...new Set([...ownClasses, ...(className ?? "").split(/\s+/).filter(Boolean)])].join(" ");
    const labelled = Object.entries(rest).some(([name, value]) => (name.startsWith("aria-") || name === "role" || name === "title") && value != null);
    return (
      <svg
        xmlns={svgNamespace}
        width={size}
        height={size}
        viewBox={`0 0 ${viewBoxSize} ${viewBoxSize}`}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={classes}
        {...(labelled ? {} : { "aria-hidden": "true" as const })}
        {...rest}
        dangerouslySetInnerHTML={paths}
      />
    );
  }
  Icon.displayName = icon.displayName;
  return Icon;
}

export const ArrowLeft = siteIcon(LucideArrowLeft);
export const ArrowRight = siteIcon(LucideArrowRight);
export const Building2 = siteIcon(LucideBuilding2);
export const CheckCircle2 = siteIcon(LucideCheckCircle2);
export const ChevronDown = siteIcon(LucideChevronDown);
export const ChevronLeft = siteIcon(LucideChevronLeft);
export const ChevronRight = siteIcon(LucideChevronRight);
export const Construction = siteIcon(LucideConstruction);
export const Droplets = siteIcon(LucideDroplets);
export const ExternalLink = siteIcon(LucideExternalLink);
export const Factory = siteIcon(LucideFactory);
export const Globe = siteIcon(LucideGlobe);
export const Landmark = siteIcon(LucideLandmark);
export const Mail = siteIcon(LucideMail);
export const MapPin = siteIcon(LucideMapPin);
export const Menu = siteIcon(LucideMenu);
export const Pause = siteIcon(LucidePause);
export const Phone = siteIcon(LucidePhone);
export const Play = siteIcon(LucidePlay);
export const Route = siteIcon(LucideRoute);
export const X = siteIcon(LucideX);
export const Zap = siteIcon(LucideZap);
