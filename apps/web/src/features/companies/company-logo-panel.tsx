import { Box, Button, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import type { CompanyDetail } from '@portico/contract';
import { COMPANY_MESSAGES, IMAGE_CONTENT_TYPES, LOGO_MAX_BYTES, MESSAGES } from '@portico/domain';
import { useEffect, useMemo, useState } from 'react';
import { useLogo, useUploadLogo } from './companies.api';
import { Outcome } from '../../components/ui/outcome';

/** The company logo: shown from the server, replaced by a new upload (images only, at most 1 MB). */
export function CompanyLogoPanel({ company, canEdit }: { company: CompanyDetail; canEdit: boolean }) {
  const logo = useLogo(company.companyId, company.hasLogo);
  const upload = useUploadLogo(company.companyId);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const url = useMemo(() => (logo.data ? URL.createObjectURL(logo.data) : null), [logo.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  const choose = (chosen: File | null) => {
    setDone(false);
    setFile(chosen);
    if (!chosen) return setError(null);
    if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(chosen.type)) return setError(MESSAGES.logoImagesOnly);
    if (chosen.size > LOGO_MAX_BYTES) return setError(COMPANY_MESSAGES.logoTooLarge);
    setError(null);
  };

  const send = () => {
    if (!file || error) return;
    upload.mutate(file, {
      onSuccess() {
        setFile(null);
        setDone(true);
      },
    });
  };

  return (
    <Stack gap="sm">
      <Box
        w={200}
        h={100}
        style={{
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 8,
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {url ? (
          <Image src={url} alt={`${company.legalName} logo`} fit="contain" mah={96} maw={196} />
        ) : (
          <Text size="sm" c="dimmed">
            {company.hasLogo && logo.isLoading ? 'Loading…' : 'No logo'}
          </Text>
        )}
      </Box>
      {canEdit && (
        <Group align="flex-end">
          <FileInput
            label="Logo file"
            placeholder="Choose an image"
            accept={IMAGE_CONTENT_TYPES.join(',')}
            value={file}
            onChange={choose}
            error={error}
            clearable
            w={280}
          />
          <Button onClick={send} disabled={!file || Boolean(error)} loading={upload.isPending}>
            Upload logo
          </Button>
        </Group>
      )}
      <Outcome success={done ? COMPANY_MESSAGES.logoUploaded : null} />
    </Stack>
  );
}
