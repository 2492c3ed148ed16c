import AdminApp from './AdminApp';
import GameAdminsView from './GameAdminsView';

/** `/admin/game-servers`: the in-game admins of a region, behind the root check. */
export default function GameServersAdmin() {
	return (
		<AdminApp>
			<GameAdminsView />
		</AdminApp>
	);
}
