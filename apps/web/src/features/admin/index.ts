export { ConsoleLayout } from './console-layout.tsx';
export { ReportsPage } from './reports/reports-page.tsx';
export { PlayersPage } from './players/players-page.tsx';
export { PlayerPage } from './players/player-page.tsx';
export { LogPage } from './log/log-page.tsx';
export { DashboardPage } from './dashboard/dashboard-page.tsx';
export { HubAdminPage } from './hub/hub-admin-page.tsx';
export { ContentAdminPage } from './content/content-page.tsx';
