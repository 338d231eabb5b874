import {
  Archive as archive,
  ArchiveRestore as archiveRestore,
  ArrowDown as arrowDown,
  ArrowLeft as arrowLeft,
  ArrowRight as arrowRight,
  ArrowUp as arrowUp,
  BuildingComplex as buildingComplex,
  ChevronDown as chevronDown,
  ChevronLeft as chevronLeft,
  ChevronRight as chevronRight,
  CircleAlert as circleAlert,
  CircleCheck as circleCheck,
  CircleX as circleX,
  CloudUpload as cloudUpload,
  Construction as construction,
  Droplets as droplets,
  ExternalLink as externalLink,
  Factory as factory,
  FileText as fileText,
  FolderKanban as folderKanban,
  GalleryHorizontal as galleryHorizontal,
  Globe as globe,
  GripVertical as gripVertical,
  Image as image,
  Inbox as inbox,
  Info as info,
  KeyRound as keyRound,
  Landmark as landmark,
  LayoutDashboard as layoutDashboard,
  Link2 as link2,
  ListTree as listTree,
  LockKeyhole as lockKeyhole,
  LogOut as logOut,
  Mail as mail,
  MailOpen as mailOpen,
  MapPin as mapPin,
  Menu as menu,
  Pause as pause,
  Pencil as pencil,
  Phone as phone,
  Play as play,
  Plus as plus,
  RotateCcw as rotateCcw,
  Reply as reply,
  Route as route,
  ScrollText as scrollText,
  Search as search,
  Settings as settings,
  Trash as trash,
  Truck as truck,
  UserPlus as userPlus,
  Users as users,
  X as x,
  Zap as zap,
  type IconNode,
} from "lucide";
import type { SVGProps } from "react";

// Every icon of the app, the public site's and the admin's: the one place that imports lucide (the
// linter refuses it elsewhere, and lucide-react everywhere). It reads lucide's icons as the `lucide`
// package publishes them, each a list of path elements (an IconNode), and makes each icon's paths
// into markup once: the svg element React renders carries them as inner HTML. Lucide's React
// components instead rebuild every icon's attributes and path elements on each render, and React
// then renders each path: on the home page that was about a sixth of the render, and an admin
// table row carries two icons (a menu row five). tests/unit/icons.test.ts compares these, icon by
// icon, with what lucide-react's components of the same lucide version render
// (docs/decisions/034-admin-forms-and-ui-primitives.md).
// The attributes lucide repeats on every icon (fill, stroke, line caps and joins, and the default
// size and stroke width when an icon keeps them) are CSS rules in app/styles/theme.css instead,
// and xmlns is left out (an HTML parser and React both put an svg element in its namespace): each
// is an attribute React's streaming renderer encodes on its own, ≈ 2 µs each in the Worker, up
// to eight per icon and ~1 500 icons on a menu of 300 items. The class names the icon by lucide's
// name (`lucide lucide-mail`), as lucide's own markup does.

export interface IconProps extends Omit<
  SVGProps<SVGSVGElement>,
  "ref" | "children" | "width" | "height" | "dangerouslySetInnerHTML"
> {
  /** Width and height in px (lucide's default, 24, is the stylesheet's). */
  size?: number | string;
  /** Lucide's default, 2, is the stylesheet's. */
  strokeWidth?: number | string;
}
export type Icon = (props: IconProps) => React.JSX.Element;

const escaped = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

// Lucide's defaults, which app/styles/theme.css gives every icon that names no other.
const defaultSize = 24;
const defaultStrokeWidth = 2;

/** An icon from lucide's name for it and its path elements, the paths made into markup once. */
export function markupIcon(name: string, node: IconNode): Icon {
  const paths = {
    __html: node
      .map(([tag, attributes]) => {
        const named = Object.entries(attributes).filter(
          (entry): entry is [string, string | number] => entry[1] !== undefined,
        );
        return `<${tag}${named.map(([attribute, value]) => ` ${attribute}="${escaped(value)}"`).join("")}></${tag}>`;
      })
      .join(""),
  };
  const ownClasses = ["lucide", `lucide-${name}`];

  function MarkupIcon({ size = defaultSize, strokeWidth = defaultStrokeWidth, className, ...rest }: IconProps) {
    const classes = [...new Set([...ownClasses, ...(className ?? "").split(/\s+/).filter(Boolean)])].join(" ");
    const labelled = Object.entries(rest).some(
      ([prop, value]) => (prop.startsWith("aria-") || prop === "role" || prop === "title") && value != null,
    );
    return (
      <svg
        width={size === defaultSize ? undefined : size}
        height={size === defaultSize ? undefined : size}
        viewBox="0 0 24 24"
        strokeWidth={strokeWidth === defaultStrokeWidth ? undefined : strokeWidth}
        className={classes}
        {...(labelled ? {} : { "aria-hidden": "true" as const })}
        {...rest}
        dangerouslySetInnerHTML={paths}
      />
    );
  }
  MarkupIcon.displayName = name.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase());
  return MarkupIcon;
}

export const AlertCircle = /* @__PURE__ */ markupIcon("circle-alert", circleAlert);
export const Archive = /* @__PURE__ */ markupIcon("archive", archive);
export const ArchiveRestore = /* @__PURE__ */ markupIcon("archive-arrow-up", archiveRestore);
export const ArrowDown = /* @__PURE__ */ markupIcon("arrow-down", arrowDown);
export const ArrowLeft = /* @__PURE__ */ markupIcon("arrow-left", arrowLeft);
export const ArrowRight = /* @__PURE__ */ markupIcon("arrow-right", arrowRight);
export const ArrowUp = /* @__PURE__ */ markupIcon("arrow-up", arrowUp);
export const Building2 = /* @__PURE__ */ markupIcon("building-complex", buildingComplex);
export const CheckCircle2 = /* @__PURE__ */ markupIcon("circle-check", circleCheck);
export const ChevronDown = /* @__PURE__ */ markupIcon("chevron-down", chevronDown);
export const ChevronLeft = /* @__PURE__ */ markupIcon("chevron-left", chevronLeft);
export const ChevronRight = /* @__PURE__ */ markupIcon("chevron-right", chevronRight);
export const Construction = /* @__PURE__ */ markupIcon("construction", construction);
export const Droplets = /* @__PURE__ */ markupIcon("droplets", droplets);
export const ExternalLink = /* @__PURE__ */ markupIcon("external-link", externalLink);
export const Factory = /* @__PURE__ */ markupIcon("factory", factory);
export const FileText = /* @__PURE__ */ markupIcon("file-text", fileText);
export const FolderKanban = /* @__PURE__ */ markupIcon("folder-kanban", folderKanban);
export const GalleryHorizontal = /* @__PURE__ */ markupIcon("gallery-horizontal", galleryHorizontal);
export const Globe = /* @__PURE__ */ markupIcon("globe", globe);
export const GripVertical = /* @__PURE__ */ markupIcon("grip-vertical", gripVertical);
export const Image = /* @__PURE__ */ markupIcon("image", image);
export const Inbox = /* @__PURE__ */ markupIcon("inbox", inbox);
export const Info = /* @__PURE__ */ markupIcon("info", info);
export const KeyRound = /* @__PURE__ */ markupIcon("key-round", keyRound);
export const Landmark = /* @__PURE__ */ markupIcon("landmark", landmark);
export const LayoutDashboard = /* @__PURE__ */ markupIcon("layout-dashboard", layoutDashboard);
export const Link2 = /* @__PURE__ */ markupIcon("link-2", link2);
export const ListTree = /* @__PURE__ */ markupIcon("list-tree", listTree);
export const LockKeyhole = /* @__PURE__ */ markupIcon("lock-keyhole", lockKeyhole);
export const LogOut = /* @__PURE__ */ markupIcon("log-out", logOut);
export const Mail = /* @__PURE__ */ markupIcon("mail", mail);
export const MailOpen = /* @__PURE__ */ markupIcon("mail-open", mailOpen);
export const MapPin = /* @__PURE__ */ markupIcon("map-pin", mapPin);
export const Menu = /* @__PURE__ */ markupIcon("menu", menu);
export const Pause = /* @__PURE__ */ markupIcon("pause", pause);
export const Pencil = /* @__PURE__ */ markupIcon("pencil", pencil);
export const Phone = /* @__PURE__ */ markupIcon("phone", phone);
export const Play = /* @__PURE__ */ markupIcon("play", play);
export const Plus = /* @__PURE__ */ markupIcon("plus", plus);
export const RotateCcw = /* @__PURE__ */ markupIcon("rotate-ccw", rotateCcw);
export const Reply = /* @__PURE__ */ markupIcon("reply", reply);
export const Route = /* @__PURE__ */ markupIcon("route", route);
export const ScrollText = /* @__PURE__ */ markupIcon("scroll-text", scrollText);
export const Search = /* @__PURE__ */ markupIcon("search", search);
export const Settings = /* @__PURE__ */ markupIcon("settings", settings);
export const Trash2 = /* @__PURE__ */ markupIcon("trash", trash);
export const Truck = /* @__PURE__ */ markupIcon("truck", truck);
export const UploadCloud = /* @__PURE__ */ markupIcon("cloud-upload", cloudUpload);
export const UserPlus = /* @__PURE__ */ markupIcon("user-plus", userPlus);
export const Users = /* @__PURE__ */ markupIcon("users", users);
export const X = /* @__PURE__ */ markupIcon("x", x);
export const XCircle = /* @__PURE__ */ markupIcon("circle-x", circleX);
export const Zap = /* @__PURE__ */ markupIcon("zap", zap);
