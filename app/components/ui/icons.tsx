import {
  AlertCircle as LucideAlertCircle,
  ArrowDown as LucideArrowDown,
  ArrowLeft as LucideArrowLeft,
  ArrowRight as LucideArrowRight,
  ArrowUp as LucideArrowUp,
  Building2 as LucideBuilding2,
  CheckCircle2 as LucideCheckCircle2,
  ChevronDown as LucideChevronDown,
  ChevronLeft as LucideChevronLeft,
  ChevronRight as LucideChevronRight,
  Construction as LucideConstruction,
  Droplets as LucideDroplets,
  ExternalLink as LucideExternalLink,
  Factory as LucideFactory,
  FileText as LucideFileText,
  FolderKanban as LucideFolderKanban,
  GalleryHorizontal as LucideGalleryHorizontal,
  Globe as LucideGlobe,
  GripVertical as LucideGripVertical,
  Image as LucideImage,
  Info as LucideInfo,
  KeyRound as LucideKeyRound,
  Landmark as LucideLandmark,
  LayoutDashboard as LucideLayoutDashboard,
  Link2 as LucideLink2,
  ListTree as LucideListTree,
  LockKeyhole as LucideLockKeyhole,
  LogOut as LucideLogOut,
  Mail as LucideMail,
  MapPin as LucideMapPin,
  Menu as LucideMenu,
  Pause as LucidePause,
  Pencil as LucidePencil,
  Phone as LucidePhone,
  Play as LucidePlay,
  Plus as LucidePlus,
  Route as LucideRoute,
  Search as LucideSearch,
  Settings as LucideSettings,
  Trash2 as LucideTrash2,
  Truck as LucideTruck,
  UploadCloud as LucideUploadCloud,
  UserPlus as LucideUserPlus,
  Users as LucideUsers,
  X as LucideX,
  XCircle as LucideXCircle,
  Zap as LucideZap,
  type LucideIcon,
  type LucideProps,
} from "lucide-react";

// Every icon of the app, the public site's and the admin's: the one place that imports
// lucide-react (the linter refuses it elsewhere). Lucide's components rebuild every icon's
// attributes and path elements on each render, and React then renders each path: on the home
// page that was about a sixth of the render, and an admin table row carries two icons (a menu
// row five). These make lucide's markup (tests/unit/icons.test.ts compares them with lucide's
// own, icon by icon) as one svg element whose paths are markup made once per icon. React
// hydrates them as it does any element with inner HTML, so the admin's client renders them too.
// The attributes lucide repeats on every icon (fill, stroke, line caps and joins, and the default
// size and stroke width when an icon keeps them) are CSS rules in app/styles/theme.css instead,
// and xmlns is left out (an HTML parser and React both put an svg element in its namespace): each
// is an attribute React's streaming renderer encodes on its own, ≈ 2 µs each in the Worker, up
// to eight per icon and ~1 500 icons on a menu of 300 items.

/** What lucide knows of an icon: its name, aliases, view box size and path elements. */
interface IconData {
  name?: string;
  aliases?: unknown[];
  size?: number;
  node: [string, Record<string, string | number>][];
}

export type IconProps = Omit<
  LucideProps,
  | "ref"
  | "children"
  | "color"
  | "absoluteStrokeWidth"
  | "nonScalingStroke"
  | "width"
  | "height"
  | "dangerouslySetInnerHTML"
>;
export type Icon = (props: IconProps) => React.JSX.Element;

const escaped = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A lucide component's data. Its outer component only hands the data to lucide's inner one, so
 * asking it for that element reads the data without rendering anything.
 */
function dataOf(icon: LucideIcon): IconData {
  const render = (icon as unknown as { render?: (props: object, ref: null) => { props?: { icon?: IconData } } }).render;
  const data = render?.({}, null)?.props?.icon;
  if (!data || !Array.isArray(data.node))
    throw new Error(
      `lucide-react no longer gives ${icon.displayName ?? "an icon"}'s data this way: see app/components/ui/icons.tsx`,
    );
  return data;
}

// Lucide's defaults, which app/styles/theme.css gives every icon that names no other.
const defaultSize = 24;
const defaultStrokeWidth = 2;

/** Lucide's markup for the props the app uses, less what the stylesheet sets, its paths made once. */
export function markupIcon(icon: LucideIcon): Icon {
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
  const ownClasses = [
    "lucide",
    ...(data.name ? [`lucide-${data.name}`] : []),
    ...(data.aliases ?? [])
      .filter((alias): alias is string => typeof alias === "string" && alias.trim() !== "")
      .map((alias) => `lucide-${alias}`),
  ];

  function MarkupIcon({ size = defaultSize, strokeWidth = defaultStrokeWidth, className, ...rest }: IconProps) {
    const classes = [...new Set([...ownClasses, ...(className ?? "").split(/\s+/).filter(Boolean)])].join(" ");
    const labelled = Object.entries(rest).some(
      ([name, value]) => (name.startsWith("aria-") || name === "role" || name === "title") && value != null,
    );
    return (
      <svg
        width={size === defaultSize ? undefined : size}
        height={size === defaultSize ? undefined : size}
        viewBox={`0 0 ${viewBoxSize} ${viewBoxSize}`}
        strokeWidth={strokeWidth === defaultStrokeWidth ? undefined : strokeWidth}
        className={classes}
        {...(labelled ? {} : { "aria-hidden": "true" as const })}
        {...rest}
        dangerouslySetInnerHTML={paths}
      />
    );
  }
  MarkupIcon.displayName = icon.displayName;
  return MarkupIcon;
}

export const AlertCircle = /* @__PURE__ */ markupIcon(LucideAlertCircle);
export const ArrowDown = /* @__PURE__ */ markupIcon(LucideArrowDown);
export const ArrowLeft = /* @__PURE__ */ markupIcon(LucideArrowLeft);
export const ArrowRight = /* @__PURE__ */ markupIcon(LucideArrowRight);
export const ArrowUp = /* @__PURE__ */ markupIcon(LucideArrowUp);
export const Building2 = /* @__PURE__ */ markupIcon(LucideBuilding2);
export const CheckCircle2 = /* @__PURE__ */ markupIcon(LucideCheckCircle2);
export const ChevronDown = /* @__PURE__ */ markupIcon(LucideChevronDown);
export const ChevronLeft = /* @__PURE__ */ markupIcon(LucideChevronLeft);
export const ChevronRight = /* @__PURE__ */ markupIcon(LucideChevronRight);
export const Construction = /* @__PURE__ */ markupIcon(LucideConstruction);
export const Droplets = /* @__PURE__ */ markupIcon(LucideDroplets);
export const ExternalLink = /* @__PURE__ */ markupIcon(LucideExternalLink);
export const Factory = /* @__PURE__ */ markupIcon(LucideFactory);
export const FileText = /* @__PURE__ */ markupIcon(LucideFileText);
export const FolderKanban = /* @__PURE__ */ markupIcon(LucideFolderKanban);
export const GalleryHorizontal = /* @__PURE__ */ markupIcon(LucideGalleryHorizontal);
export const Globe = /* @__PURE__ */ markupIcon(LucideGlobe);
export const GripVertical = /* @__PURE__ */ markupIcon(LucideGripVertical);
export const Image = /* @__PURE__ */ markupIcon(LucideImage);
export const Info = /* @__PURE__ */ markupIcon(LucideInfo);
export const KeyRound = /* @__PURE__ */ markupIcon(LucideKeyRound);
export const Landmark = /* @__PURE__ */ markupIcon(LucideLandmark);
export const LayoutDashboard = /* @__PURE__ */ markupIcon(LucideLayoutDashboard);
export const Link2 = /* @__PURE__ */ markupIcon(LucideLink2);
export const ListTree = /* @__PURE__ */ markupIcon(LucideListTree);
export const LockKeyhole = /* @__PURE__ */ markupIcon(LucideLockKeyhole);
export const LogOut = /* @__PURE__ */ markupIcon(LucideLogOut);
export const Mail = /* @__PURE__ */ markupIcon(LucideMail);
export const MapPin = /* @__PURE__ */ markupIcon(LucideMapPin);
export const Menu = /* @__PURE__ */ markupIcon(LucideMenu);
export const Pause = /* @__PURE__ */ markupIcon(LucidePause);
export const Pencil = /* @__PURE__ */ markupIcon(LucidePencil);
export const Phone = /* @__PURE__ */ markupIcon(LucidePhone);
export const Play = /* @__PURE__ */ markupIcon(LucidePlay);
export const Plus = /* @__PURE__ */ markupIcon(LucidePlus);
export const Route = /* @__PURE__ */ markupIcon(LucideRoute);
export const Search = /* @__PURE__ */ markupIcon(LucideSearch);
export const Settings = /* @__PURE__ */ markupIcon(LucideSettings);
export const Trash2 = /* @__PURE__ */ markupIcon(LucideTrash2);
export const Truck = /* @__PURE__ */ markupIcon(LucideTruck);
export const UploadCloud = /* @__PURE__ */ markupIcon(LucideUploadCloud);
export const UserPlus = /* @__PURE__ */ markupIcon(LucideUserPlus);
export const Users = /* @__PURE__ */ markupIcon(LucideUsers);
export const X = /* @__PURE__ */ markupIcon(LucideX);
export const XCircle = /* @__PURE__ */ markupIcon(LucideXCircle);
export const Zap = /* @__PURE__ */ markupIcon(LucideZap);
