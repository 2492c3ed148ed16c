import AdminApp from './AdminApp';
import GroupsView from './GroupsView';

/** `/admin/groups`: the admin groups of a region, behind the root check. */
export default function GroupsAdmin() {
	return (
		<AdminApp>
			<GroupsView />
		</AdminApp>
	);
}
