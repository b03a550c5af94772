// A synthetic network in one company, written with set-based SQL so 150 routes take a second:
// stops on a grid around Saigon, routes with both directions, line stops with distances, departures
// for every day type every `headwayMinutes` from 05:00, a standard and a student ticket per route.
// Used by the GTFS tests and by bench/gtfs-export.mjs (Node runs this file as is: no imports).

export interface NetworkSize {
  routes: number;
  stops: number;
  stopsPerLine: number;
  headwayMinutes: number;
  /** Departures from 05:00 to this hour (exclusive of later ones). */
  lastHour: number;
  /** Route numbers get this prefix, so two fixtures can share a company. */
  prefix?: string;
}

/** The statements, in order; `$1` is the company id in every one. */
export function networkFixtureStatements(size: NetworkSize): string[] {
  const p = (size.prefix ?? 'T').replace(/'/g, '');
  const span = (size.lastHour - 5) * 60;
  return [
    `insert into stops (company_id, code, name, lat, lng, wheelchair_accessible, search_text)
     select $1, '${p}S' || lpad(g::text, 5, '0'), 'Điểm dừng ${p} số ' || g, 10.70 + (g % 80) * 0.002,
            106.60 + (g / 80) * 0.002, g % 3 = 0, ''
     from generate_series(1, ${size.stops}) g`,
    `insert into routes (company_id, number, name, color, search_text)
     select $1, '${p}' || g, 'Bến xe ${p}' || g || ' - Chợ Lớn', '#1a73e8', ''
     from generate_series(1, ${size.routes}) g`,
    `insert into route_lines (company_id, route_id, direction, name, shape)
     select r.company_id, r.id, d, r.number || case when d = 0 then ' - Lượt đi' else ' - Lượt về' end,
            case when r.id % 2 = 0 then '[[106.6,10.7],[106.61,10.71],[106.62,10.72]]'::jsonb end
     from routes r cross join (values (0), (1)) v(d)
     where r.company_id = $1 and r.number like '${p}%'`,
    `insert into line_stops (company_id, line_id, stop_id, stop_order, distance_km)
     select l.company_id, l.id, s.id, k, round(((k - 1) * 0.55)::numeric, 2)
     from route_lines l
     join routes r on r.id = l.route_id and r.number like '${p}%'
     cross join generate_series(1, ${size.stopsPerLine}) k
     join stops s on s.company_id = l.company_id
       and s.code = '${p}S' || lpad((((l.id * 37 + k * 13) % ${size.stops}) + 1)::text, 5, '0')
     where l.company_id = $1`,
    `insert into route_schedules (company_id, route_id, line_id, day_type, departure_time, running_minutes)
     select l.company_id, l.route_id, l.id, dt,
            to_char(interval '5 hours' + m * interval '1 minute', 'HH24:MI'), 50
     from route_lines l
     join routes r on r.id = l.route_id and r.number like '${p}%'
     cross join (values ('weekday'), ('saturday'), ('sunday'), ('holiday')) d(dt)
     cross join generate_series(0, ${span}, ${size.headwayMinutes}) m
     where l.company_id = $1`,
    `insert into route_tickets (company_id, route_id, name, type, price, distance_km)
     select r.company_id, r.id, t.name, t.type, t.price, null
     from routes r cross join (values ('Vé lượt', 'standard', 7000), ('Vé học sinh', 'student', 3000)) t(name, type, price)
     where r.company_id = $1 and r.number like '${p}%'`,
  ];
}
