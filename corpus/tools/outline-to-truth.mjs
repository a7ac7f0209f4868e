#!/usr/bin/env node
// Labelling aid: turns a hand-written outline (ID.truth.txt) into ID.truth.json in the corpus format.
//
//   node corpus/tools/outline-to-truth.mjs DIR
//
// Outline lines:
//   @ start=YYYY-MM-DD end=YYYY-MM-DD days=monday,wednesday code=... title=...   (semester facts; omit = null)
//   # N | topic                                   (starts week N; topic optional)
//   title || citation || pages || date           (one reading; empty field = null; date YYYY-MM-DD)
// Lines starting with // are comments.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.argv[2];
for (const f of readdirSync(dir).filter((n) => n.endsWith(".truth.txt"))) {
  const truth = { courseCode: null, courseTitle: null, semesterStart: null, semesterEnd: null, meetingDays: [], weeks: [] };
  let week = null;
  for (const raw of readFileSync(join(dir, f), "utf8").split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("//")) continue;
    if (line.startsWith("@")) {
      for (const m of line.slice(1).matchAll(/(\w+)=("[^"]*"|\S+)/g)) {
        const v = m[2].replace(/^"|"$/g, "");
        if (m[1] === "start") truth.semesterStart = v;
        else if (m[1] === "end") truth.semesterEnd = v;
        else if (m[1] === "days") truth.meetingDays = v.split(",");
        else if (m[1] === "code") truth.courseCode = v;
        else if (m[1] === "title") truth.courseTitle = v;
      }
    } else if (line.startsWith("#")) {
      const [n, topic] = line.slice(1).split("|").map((s) => s.trim());
      week = { weekNumber: Number(n), topic: topic || null, readings: [] };
      truth.weeks.push(week);
    } else {
      const [title, citation, pages, date] = line.split("||").map((s) => (s ?? "").trim());
      week.readings.push({ title, citation: citation || null, pages: pages || null, date: date || null });
    }
  }
  writeFileSync(join(dir, f.replace(".truth.txt", ".truth.json")), `${JSON.stringify(truth, null, 2)}\n`);
}
