import AdminApp from './AdminApp';
import StaffView from './StaffView';

/** `/admin/staff`: staff descriptions of the team page, behind the root check. */
export default function StaffAdmin() {
	return (
		<AdminApp>
			<StaffView />
		</AdminApp>
	);
}
