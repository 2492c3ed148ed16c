import AdminApp from './AdminApp';
import DonationsView from './DonationsView';

/** `/admin/donations`: every donation, read only, behind the root check. */
export default function DonationsAdmin() {
	return (
		<AdminApp>
			<DonationsView />
		</AdminApp>
	);
}
