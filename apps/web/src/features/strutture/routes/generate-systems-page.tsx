import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import { ERRORS, format } from '@bacheca/domain/messages';
import * as SUCCESS from '@bacheca/domain/messages-success';
import * as T from '@bacheca/domain/messages-strutture';
import { SYSTEM_COMMON_TEXTS as C } from '@bacheca/domain/messages-systems';
import { GAMES } from '@bacheca/domain/games';
import { STRUCTURE_LIMITS, generateSystemsRequest } from '@bacheca/domain/schemas/structures';
import type { GameSlug, KnownModule } from '@bacheca/domain';
import { RouterLink } from '../../../components/router-link';
import { DetailItem, DetailList } from '../../../components/detail-list';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { formatCount, formatMoney } from '../../../lib/money';
import { IntField } from '../../../components/game-board/int-field';
import { describeConstraints, describeModule } from '../../../components/game-board/module-description';
import { ReadOnlyNotice } from '../../../components/game-board/read-only-notice';
import { StatusChip } from '../../../components/game-board/status-chip';
import { TagInput } from '../../../shared-features/tags/tag-input';
import { useCanWrite } from '../../../lib/use-can-write';
import { errorText, isApiError } from '../../../lib/api-client';
import { structureQueryOptions } from '../api/get-structure';
import { useGenerateSystems, type GenerateSystemsResponse } from '../api/generate-systems';

const route = getRouteApi('/app/$game/strutture/$structureId/generate-systems');

/** /{game}/strutture/{structureId}/generate-systems: 1–999 systems from the structure and its constraints. */
export function GenerateSystemsPage() {
  const { game: gameParam, structureId } = route.useParams();
  const game = gameParam as GameSlug;
  const id = Number(structureId);
  const writable = useCanWrite();
  const structure = useQuery(structureQueryOptions(game, id));
  const generate = useGenerateSystems(game, id);
  const [count, setCount] = useState<number>(Number.NaN);
  const [tags, setTags] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ count?: string; form?: string; details?: string[] }>({});
  const [result, setResult] = useState<GenerateSystemsResponse | null>(null);

  const title = format(T.GAME_TITLE, { title: T.GENERATE_SYSTEMS, game: GAMES[game].label });
  if (!writable)
    return (
      <>
        <PageHeader title={title} />
        <ReadOnlyNotice />
      </>
    );
  if (structure.isLoading) return <Loading />;
  if (!structure.data)
    return (
      <>
        <PageHeader title={title} />
        <Alert severity="error">{errorText(structure.error)}</Alert>
      </>
    );
  const s = structure.data;
  // the structure's link sits inside one sentence: the template is split around it
  const fromStructure = format(T.FROM_STRUCTURE, { id: s.id }).split('{structure}');

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setResult(null);
    const parsed = generateSystemsRequest.safeParse({ count, tags: tags.length ? tags : undefined });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      // An empty field is NaN: "required" rather than the type error.
      setErrors({ count: Number.isNaN(count) ? ERRORS.GENERATE_COUNT_REQUIRED : issue.message });
      return;
    }
    setErrors({});
    try {
      const res = await generate.mutateAsync(parsed.data);
      setResult(res);
      // the tags named that batch: the next one starts without them (the count stays, to repeat a batch's size)
      setTags([]);
      toast.success(res.message || SUCCESS.SYSTEMS_GENERATED);
    } catch (err) {
      const message = errorText(err, ERRORS.STRUCTURE_GENERATION_ERROR);
      const details = isApiError(err) ? [...new Set(Object.values(err.fields))].filter((d) => d !== message) : [];
      setErrors({ form: message, details, count: isApiError(err) ? err.fields.count : undefined });
      toast.error(message);
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
            <span>
              {fromStructure[0]}
              <RouterLink to="/$game/strutture/$structureId" params={{ game, structureId: String(s.id) }}>
                {format(T.QUOTED_NAME, { name: s.name })}
              </RouterLink>
              {fromStructure[1]}
            </span>
            <StatusChip status={s.status} />
          </Stack>
        }
      />
      <Stack spacing={2} sx={{ maxWidth: 960 }}>
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <DetailList columns={4}>
            <DetailItem label={C.COMBINATIONS} value={formatCount(s.totals.combinations)} />
            <DetailItem label={C.CEDOLE} value={s.totals.cedole} />
            <DetailItem label={C.TOTAL_COST} value={formatMoney(s.totals.totalPriceCents)} />
            <DetailItem
              label={C.QUOTA_PRICE}
              value={format(T.QUOTA_PRICE_VALUE, { price: formatMoney(s.totals.quotaPriceCents), quotes: s.quotes })}
            />
          </DetailList>
          <Box component="ul" sx={{ mt: 2, mb: 0, pl: 2.5 }}>
            {s.modules.map((m, i) => {
              const c = describeConstraints(m.constraints);
              return (
                <Typography component="li" variant="body2" key={i}>
                  {format(T.MODULE_CONSTRAINTS, {
                    module: describeModule(m as KnownModule),
                    automatic: c.automatic,
                    fixed: c.fixed,
                    excluded: c.excluded,
                  })}
                </Typography>
              );
            })}
          </Box>
        </Paper>
        {s.status === 'CANCELLATA' ? <Alert severity="warning">{T.GENERATE_CANCELLED}</Alert> : null}
        <Paper
          variant="outlined"
          sx={{ p: 2.5 }}
          component="form"
          noValidate
          onSubmit={(e) => void submit(e)}
          data-testid="generate-form"
        >
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <IntField
              label={T.SYSTEMS_NUMBER}
              required
              value={count}
              onChange={(v) => {
                setCount(v);
                setErrors({});
              }}
              error={!!errors.count}
              helperText={errors.count ?? format(T.RANGE, STRUCTURE_LIMITS.generate)}
              sx={{ width: 200 }}
              data-testid="generate-count"
            />
            <Box sx={{ flex: '1 1 320px' }}>
              <TagInput
                game={game}
                value={tags}
                onChange={setTags}
                label={T.SYSTEMS_TAGS}
                data-testid="generate-tags"
              />
            </Box>
            <Button
              type="submit"
              variant="contained"
              startIcon={<PlaylistAddOutlined />}
              disabled={generate.isPending || s.status === 'CANCELLATA'}
              sx={{ mt: 1 }}
              data-testid="generate-submit"
            >
              {generate.isPending ? T.GENERATING : T.GENERATE}
            </Button>
          </Stack>
        </Paper>
        {errors.form ? (
          <Alert severity="error" data-testid="generate-error">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {errors.form}
            </Typography>
            {errors.details?.map((d) => (
              <Typography variant="body2" key={d}>
                {d}
              </Typography>
            ))}
          </Alert>
        ) : null}
        {result ? (
          <Alert severity="success" data-testid="generate-result">
            <AlertTitle>{SUCCESS.SYSTEMS_GENERATED}</AlertTitle>
            <Typography variant="body2" data-testid="generate-result-count">
              {result.message && result.message !== SUCCESS.SYSTEMS_GENERATED ? `${result.message} ` : ''}
              {format(T.GENERATED, { count: formatCount(result.count), name: s.name })}
            </Typography>
            <RouterLink
              to="/$game/sistemi"
              params={{ game }}
              search={{ structureId: s.id }}
              data-testid="generate-systems-link"
            >
              {T.GO_TO_SYSTEMS}
            </RouterLink>
          </Alert>
        ) : null}
      </Stack>
    </>
  );
}
