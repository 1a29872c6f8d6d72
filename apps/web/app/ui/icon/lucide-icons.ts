// One import per icon keeps the bundle to the icons the portal really uses.
import Calendar from 'lucide-react/icons/calendar';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import CreditCard from 'lucide-react/icons/credit-card';
import Video from 'lucide-react/icons/video';
import Phone from 'lucide-react/icons/phone';
import Landmark from 'lucide-react/icons/landmark';
import MessageCircle from 'lucide-react/icons/message-circle';
import Settings from 'lucide-react/icons/settings';
import User from 'lucide-react/icons/user';
import Headset from 'lucide-react/icons/headset';
import House from 'lucide-react/icons/house';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Pencil from 'lucide-react/icons/pencil';
import X from 'lucide-react/icons/x';
import Menu from 'lucide-react/icons/menu';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronRight from 'lucide-react/icons/chevron-right';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import CircleHelp from 'lucide-react/icons/circle-help';
import Info from 'lucide-react/icons/info';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import FileText from 'lucide-react/icons/file-text';
import Wifi from 'lucide-react/icons/wifi';
import LogOut from 'lucide-react/icons/log-out';
import Tv from 'lucide-react/icons/tv';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Undo2 from 'lucide-react/icons/undo-2';
import Users from 'lucide-react/icons/users';
import QrCode from 'lucide-react/icons/qr-code';
import Clock from 'lucide-react/icons/clock';
import ExternalLink from 'lucide-react/icons/external-link';
import Trash2 from 'lucide-react/icons/trash-2';

export const LUCIDE_ICONS = {
  calendar: Calendar,
  cart: ShoppingCart,
  card: CreditCard,
  video: Video,
  phone: Phone,
  bank: Landmark,
  chat: MessageCircle,
  gear: Settings,
  user: User,
  'support-agent': Headset,
  home: House,
  email: Mail,
  location: MapPin,
  edit: Pencil,
  close: X,
  menu: Menu,
  'chevron-down': ChevronDown,
  'chevron-right': ChevronRight,
  'chevron-left': ChevronLeft,
  help: CircleHelp,
  info: Info,
  coupon: TicketPercent,
  file: FileText,
  wifi: Wifi,
  logout: LogOut,
  tv: Tv,
  formalities: ClipboardList,
  regret: Undo2,
  about: Users,
  qr: QrCode,
  clock: Clock,
  'external-link': ExternalLink,
  trash: Trash2,
} as const;
