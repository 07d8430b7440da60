import type { SvgIconComponent } from '@mui/icons-material';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import ViewDayOutlined from '@mui/icons-material/ViewDayOutlined';
import WebAssetOutlined from '@mui/icons-material/WebAssetOutlined';
import CasinoOutlined from '@mui/icons-material/CasinoOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import PublishOutlined from '@mui/icons-material/PublishOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import SportsSoccerOutlined from '@mui/icons-material/SportsSoccerOutlined';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';

import type { NavIcon } from '../../lib/navigation';

export const NAV_ICONS: Record<NavIcon, SvgIconComponent> = {
  home: HomeOutlined,
  admins: AdminPanelSettingsOutlined,
  outlets: StorefrontOutlined,
  registry: BadgeOutlined,
  notifications: NotificationsOutlined,
  banner: ViewDayOutlined,
  popup: WebAssetOutlined,
  game: CasinoOutlined,
  structures: AccountTreeOutlined,
  systems: GridViewOutlined,
  proposals: LightbulbOutlined,
  jobs: PublishOutlined,
  // the draw results: the trophy of the awards (one icon less in the layout's bundle)
  results: EmojiEventsOutlined,
  awards: EmojiEventsOutlined,
  preferences: TuneOutlined,
  graphics: PaletteOutlined,
  football: SportsSoccerOutlined,
  createSystem: AddBoxOutlined,
  archive: Inventory2Outlined,
  syndicate: GroupsOutlined,
  roles: ManageAccountsOutlined,
  external: OpenInNewOutlined,
  privacy: PolicyOutlined,
  // the outlet's self-service reuses icons already in the layout's chunk (every page loads it)
  statement: Inventory2Outlined,
  inbox: NotificationsOutlined,
  profile: StorefrontOutlined,
  password: ManageAccountsOutlined,
  logout: LogoutOutlined,
};
