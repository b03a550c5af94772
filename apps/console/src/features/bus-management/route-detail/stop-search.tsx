// 'Thêm điểm dừng': a search box over the company's stops (listStops keyword, diacritics folded by the
// API); Down/Up choose a hit, Enter adds it to the end of the line. '/' or 'a' in the tab focuses it.
import { InputGroup, Menu, MenuItem } from '@blueprintjs/core';
import { type KeyboardEvent, type Ref, useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { data } from '../../../lib/call';

type Hit = StopHit;

export interface StopHit {
  id: number;
  code: string;
  name: string;
}

export function StopSearch({
  onPick,
  disabled,
  inputRef,
}: {
  onPick: (stop: StopHit) => void;
  disabled?: boolean;
  /** The tab focuses the search with '/' or 'a'. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [text, setText] = useState('');
  const [hits, setHits] = useState<Hit[]>([]);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const keyword = text.trim();
    if (keyword === '') return setHits([]);
    let current = true;
    const timer = setTimeout(async () => {
      const page = await data(api.call('listStops', { params: { query: { keyword, size: 8 } } })).catch(
        () => null,
      );
      if (current && page) {
        setHits(page.items.map((s) => ({ id: s.id, code: s.code, name: s.name })));
        setActive(0);
      }
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text]);

  const pick = (hit: Hit | undefined) => {
    if (!hit) return;
    onPick(hit);
    setText('');
    setHits([]);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, hits.length - 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (event.key === 'Enter') pick(hits[active]);
    else return;
    event.preventDefault();
  };

  return (
    <div className="route-stop-search">
      <InputGroup
        leftIcon="search"
        inputRef={inputRef}
        placeholder="Thêm điểm dừng (/): tìm mã, tên (không dấu)…"
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        aria-label="Thêm điểm dừng"
        data-testid="route-stop-search"
      />
      {hits.length > 0 && (
        <Menu className="route-stop-search-hits">
          {hits.map((hit, i) => (
            <MenuItem
              key={hit.id}
              text={`${hit.code} · ${hit.name}`}
              active={i === active}
              onClick={() => pick(hit)}
            />
          ))}
        </Menu>
      )}
    </div>
  );
}
