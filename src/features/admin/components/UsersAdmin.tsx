import AdminApp from './AdminApp';
import UsersView from './UsersView';

/** `/admin/users`: the site's accounts, behind the root check. */
export default function UsersAdmin() {
	return (
		<AdminApp>
			<UsersView />
		</AdminApp>
	);
}
