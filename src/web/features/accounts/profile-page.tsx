import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { meQueryOptions } from "~/web/lib/session";
import { BillingSection } from "./billing-section";
import { CampaignsConsent } from "./campaigns-consent";
import { PasswordSection } from "./password-section";
import { PersonalInfoSection } from "./personal-info-section";

export function ProfilePage({ header }: { header: ReactNode }) {
  const { data } = useQuery(meQueryOptions());
  if (!data) return null;
  return (
    <>
      {header}
      <div className="space-y-6">
        <PersonalInfoSection user={data.user} />
        <PasswordSection />
        <BillingSection info={data.user.billingInfo} />
        <CampaignsConsent consents={data.user.campaignsConsent} />
      </div>
    </>
  );
}
