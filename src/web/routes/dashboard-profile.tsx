import { profileCopy } from "~/shared/copy/profile";
import { ProfilePage } from "~/web/features/accounts/profile-page";
import { PageHeader } from "~/web/features/dashboard/page-header";
import { pageMeta } from "~/web/lib/page-meta";

export const meta = () => pageMeta(profileCopy.title, profileCopy.description);

export default function ProfileRoute() {
  return <ProfilePage header={<PageHeader title={profileCopy.title} back />} />;
}
