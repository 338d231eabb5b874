import type { AdminSectionKey } from "~/features/admin/texts/layout";

import {
  FileText,
  FolderKanban,
  GalleryHorizontal,
  Image,
  LayoutDashboard,
  Inbox,
  ListTree,
  Route,
  ScrollText,
  Settings,
  Trash2,
  Truck,
  Users,
} from "../ui/icons";

const icons: Record<AdminSectionKey, typeof FileText> = {
  dashboard: LayoutDashboard,
  messages: Inbox,
  projects: FolderKanban,
  menu: ListTree,
  pages: FileText,
  slider: GalleryHorizontal,
  "machine-park": Truck,
  media: Image,
  "site-settings": Settings,
  redirects: Route,
  users: Users,
  trash: Trash2,
  audit: ScrollText,
};

export function SectionIcon({ section, className }: { section: AdminSectionKey; className?: string }) {
  const Icon = icons[section];
  return <Icon className={className} aria-hidden />;
}
