import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { songRightsCopy } from "~/shared/copy/song-rights";
import { TableFrame } from "~/web/components/table-frame";
import type { Outcome } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { usePagedSearch } from "~/web/lib/use-paged-search";
import {
  contractDocumentUrl,
  contractsQueryOptions,
  useUploadContractDocument,
  type ContractPage,
  rightsRefusal,
} from "./rights-api";

const copy = songRightsCopy.contracts;
type Contract = ContractPage["items"][number];

const row =
  "grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 border-t border-slate-100 px-4 py-3 xl:table-row xl:p-0";
const cell = "wrap-anywhere xl:table-cell xl:px-4 xl:py-3";
const detail = `${cell} col-start-1 text-xs text-slate-500 xl:text-sm xl:text-slate-700`;
const columns = [
  { label: copy.columns.reference, className: "px-4 py-3" },
  { label: copy.columns.licensor, className: "px-4 py-3 w-[20%]" },
  { label: copy.columns.period, className: "px-4 py-3 w-[22%]" },
  { label: copy.columns.territories, className: "px-4 py-3 w-28" },
  { label: copy.columns.songs, className: "px-4 py-3 w-28" },
  { label: copy.columns.document, className: "px-4 py-3 w-44" },
];

/** A date of a licence, as Spain writes it: 31/12/2027. */
const day = (date: string) => date.split("-").reverse().join("/");

/** "Contratos de licencia": searched and paged on the server, each with its signed PDF. */
export function ContractsTable(props: { onOutcome: (outcome: Outcome | null) => void }) {
  const paged = usePagedSearch();
  const { data } = useQuery(contractsQueryOptions(paged.query));
  return (
    <TableFrame
      heading={copy.heading}
      texts={copy}
      paged={paged}
      result={data}
      columns={columns}
      fixed
    >
      {data?.items.map((contract) => (
        <tr key={contract.id} data-testid="contract-row" className={row}>
          <td className={`${cell} col-span-2 mb-1 font-medium text-slate-900 xl:mb-0`}>
            {contract.reference}
          </td>
          <td className={detail}>{contract.licensor}</td>
          <td className={detail}>
            {copy.period(day(contract.validFrom), contract.validUntil && day(contract.validUntil))}
          </td>
          <td className={detail}>{contract.territories.join(", ")}</td>
          <td className={`${detail} tabular-nums`}>{copy.songs(contract.songCount)}</td>
          <td className={`${cell} col-start-2 row-span-5 row-start-2`}>
            <ContractDocument contract={contract} onOutcome={props.onOutcome} />
          </td>
        </tr>
      ))}
    </TableFrame>
  );
}

function ContractDocument(props: {
  contract: Contract;
  onOutcome: (outcome: Outcome | null) => void;
}) {
  const { contract } = props;
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadContractDocument();
  return (
    <div className="flex flex-col items-end gap-2 xl:items-start">
      {contract.hasDocument ? (
        <a
          href={contractDocumentUrl(contract.id)}
          className="text-sm font-medium text-brand-700 underline"
        >
          {copy.download}
        </a>
      ) : (
        <span className="text-sm text-amber-800" data-testid="contract-without-document">
          {copy.noDocument}
        </span>
      )}
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        className="hidden"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (!file) return;
          upload.mutate(
            { contractId: contract.id, file },
            {
              onSuccess: () =>
                props.onOutcome({ tone: "success", text: copy.uploaded(contract.reference) }),
              onError: (error) => props.onOutcome({ tone: "error", text: rightsRefusal(error) }),
            },
          );
        }}
      />
      <Button
        variant="secondary"
        size="sm"
        aria-label={copy.uploadLabel(contract.reference)}
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
      >
        {copy.upload}
      </Button>
    </div>
  );
}
