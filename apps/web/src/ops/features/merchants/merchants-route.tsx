import PersonSearchOutlined from "@mui/icons-material/PersonSearchOutlined";
import Search from "@mui/icons-material/Search";
import { Button, Stack, Typography } from "@mui/material";
import type { MerchantSearchResult } from "@portal/contracts";
import { type FormEvent, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { TextField } from "@/components/form/text-field";
import { EmptyState } from "@/components/list/empty-state";
import { PageTitle } from "@/components/page-title";
import { RowsTable } from "@/components/rows-table";
import { LoadFailure, Loading } from "../../components/load-state";
import { useFormat } from "../../lib/format";
import { useTexts } from "../../lib/use-texts";
import { useMerchantSearchQuery } from "./api";
import {
  MerchantLink,
  type MerchantLinkState,
  type MerchantListContext,
  merchantColumns,
  merchantPath,
} from "./merchant-columns";

/** As MerchantSearchQuery: shorter finds too much to be of use. */
const QUERY_MIN = 3;
const QUERY_MAX = 100;
/** The most the API answers with. */
const RESULTS_MAX = 20;

/**
 * `/ops/merchants?q=…`: finds merchant accounts by e-mail (or its start), phone, tax id,
 * merchant id or IBAN; a row opens the account. The search lives in the address.
 */
export function MerchantsRoute() {
  const { t } = useTexts();
  const format = useFormat();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = (params.get("q") ?? "").trim();
  const searching = q.length >= QUERY_MIN;
  const results = useMerchantSearchQuery(q, { skip: !searching });
  const search = searching ? `?q=${encodeURIComponent(q)}` : "";
  const context: MerchantListContext = { t, format, search };

  const open = (merchant: MerchantSearchResult) => {
    const state: MerchantLinkState = { search };
    void navigate(merchantPath(merchant.accountId), { state });
  };

  return (
    <>
      <PageTitle title={t("ops.merchants.title")} subtitle={t("ops.merchants.subtitle")} />
      <Stack spacing={3}>
        <SearchForm
          key={q}
          initial={q}
          onSearch={(next) => setParams(next ? { q: next } : {}, { preventScrollReset: true })}
        />
        {!searching ? null : results.isError ? (
          <LoadFailure
            message={t("ops.merchants.loadFailed")}
            error={results.error}
            onRetry={() => void results.refetch()}
            retrying={results.isFetching}
          />
        ) : !results.currentData ? (
          <Loading label={t("ops.merchants.searching")} />
        ) : results.currentData.length === 0 ? (
          <EmptyState
            icon={<PersonSearchOutlined sx={{ fontSize: 48, color: "text.secondary" }} />}
            title={t("ops.merchants.emptyTitle")}
            text={t("ops.merchants.emptyText", { q })}
          />
        ) : (
          <Stack spacing={1}>
            {results.currentData.length >= RESULTS_MAX && (
              <Typography variant="body2" color="text.secondary">
                {t("ops.merchants.limitNote", { count: RESULTS_MAX })}
              </Typography>
            )}
            <RowsTable
              rows={results.currentData}
              columns={merchantColumns}
              context={context}
              label={t("ops.merchants.tableLabel", { q })}
              rowKey={(merchant) => merchant.accountId}
              onOpen={open}
              cardHead={(merchant) => <MerchantLink merchant={merchant} search={search} />}
              cardsBelow="sm"
            />
          </Stack>
        )}
      </Stack>
    </>
  );
}

/** The search box: what it finds by under it, and a word when there is too little to search for. */
function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTexts();
  const [value, setValue] = useState(initial);
  const [tooShort, setTooShort] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    if (q.length < QUERY_MIN) {
      setTooShort(true);
      inputRef.current?.focus();
      return;
    }
    setTooShort(false);
    onSearch(q);
  };

  return (
    <Stack
      component="form"
      role="search"
      noValidate
      onSubmit={submit}
      direction={{ xs: "column", sm: "row" }}
      spacing={1.5}
      sx={{ alignItems: { sm: "flex-start" }, maxWidth: 760 }}
    >
      <TextField
        fullWidth
        type="search"
        name="q"
        label={t("ops.merchants.searchLabel")}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        inputRef={inputRef}
        error={tooShort}
        helperText={tooShort ? t("ops.merchants.tooShort", { min: QUERY_MIN }) : t("ops.merchants.searchHint")}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: QUERY_MAX, spellCheck: false } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<Search />}
        sx={{ flexShrink: 0, mt: { sm: 0.5 } }}
      >
        {t("ops.merchants.search")}
      </Button>
    </Stack>
  );
}
