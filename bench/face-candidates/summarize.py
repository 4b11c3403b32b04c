#!/usr/bin/python3
"""Summarise facebench's output into the report's tables (markdown on stdout).
Usage: summarize.py scenes.tsv results.txt [results-1280.txt]
A marked face is found when a box has IoU >= 0.4 with it or its centre inside it; a box that
finds no marked face (optional ones included) is a false positive. Candidates joining units
(a frontal and a profile pass, say) take the union of their boxes (a box whose centre lies in
an earlier one, or IoU >= 0.3 with it, is dropped) and the sum of their times."""
import statistics
import sys
from collections import defaultdict

CANDIDATES = [
    ("lbpi", ["lbpi"]), ("lbpi+lbpprof", ["lbpi", "lbpprof"]), ("lbpi+haarprof", ["lbpi", "haarprof"]),
    ("lbp", ["lbp"]), ("lbp+lbpprof", ["lbp", "lbpprof"]),
    ("haar2", ["haar2"]), ("haar2+haarprof", ["haar2", "haarprof"]),
    ("lbpi-1.2", ["lbpi-1.2"]), ("lbp-1.2", ["lbp-1.2"]), ("lbp-1.2+lbpprof-1.2", ["lbp-1.2", "lbpprof-1.2"]),
    ("dlib0", ["dlib0"]), ("dlib1", ["dlib1"]), ("dlib0+lbp-1.2", ["dlib0", "lbp-1.2"]),
]


def read_scenes(path):
    scenes = {}
    for line in open(path):
        name, p, kind, boxes = line.rstrip("\n").split("\t")
        marks = []
        if boxes != "-":
            for b in boxes.split(";"):
                opt = b.startswith("~")
                marks.append((tuple(float(v) for v in b.lstrip("~").split(",")), opt))
        scenes[name] = (kind, marks)
    return scenes


def read_results(path):
    res, loads = {}, []
    for line in open(path):
        f = line.rstrip("\n").split("\t")
        if f[0] == "L":
            loads.append((f[1], f[2]))
        if f[0] != "R":
            continue
        scene, unit, w, h, scale = f[1], f[2], int(f[3]), int(f[4]), float(f[5])
        boxes = []
        for b in f[12:]:
            x0, y0, x1, y1, score, idx = b.split(",")
            boxes.append((float(x0) / scale, float(y0) / scale, float(x1) / scale, float(y1) / scale, unit, int(idx)))
        res[(scene, unit)] = dict(w=w, h=h, prep=float(f[6]), first=float(f[7]), cpu=float(f[8]),
                                  cpumin=float(f[9]), wall=float(f[10]), boxes=boxes)
    return res, loads


def iou(a, b):
    ix = max(0, min(a[2], b[2]) - max(a[0], b[0])); iy = max(0, min(a[3], b[3]) - max(a[1], b[1]))
    inter = ix * iy
    return inter / ((a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter)


def centre_in(d, m):
    cx, cy = (d[0] + d[2]) / 2, (d[1] + d[3]) / 2
    return m[0] <= cx <= m[2] and m[1] <= cy <= m[3]


def hits(d, m):
    return iou(d, m) >= 0.4 or centre_in(d, m)


def combine(res, scene, units):
    if any((scene, u) not in res for u in units):
        return None
    out = []
    for u in units:
        for b in res[(scene, u)]["boxes"]:
            if not any(iou(b, o) >= 0.3 or centre_in(b, o) for o in out):
                out.append(b)
    r0 = res[(scene, units[0])]
    return dict(w=r0["w"], h=r0["h"], cpu=sum(res[(scene, u)]["cpu"] for u in units),
                wall=sum(res[(scene, u)]["wall"] for u in units), boxes=out)


def score(marks, boxes):
    """found (list of bools, one per required mark), false positives"""
    found = [any(hits(b, m) for b in boxes) for m, opt in marks if not opt]
    fp = sum(1 for b in boxes if not any(hits(b, m) for m, _ in marks))
    return found, fp


def main():
    scenes = read_scenes(sys.argv[1])
    res, loads = read_results(sys.argv[2])
    names = [s for s in scenes if any((s, u) in res for u in ("lbpi", "dlib0"))]
    cands = [(c, us) for c, us in CANDIDATES if all((names[0], u) in res for u in us)]
    P = print

    P("### Load, once per process (ms; the cascade's XML parse, dlib's detector deserialised)\n")
    P("| unit | " + " | ".join(u for u, _ in loads) + " |"); P("|---" * (len(loads) + 1) + "|")
    P("| load | " + " | ".join(t for _, t in loads) + " |\n")

    # time: over the photos at 640 px on the long side with >= 400 px on the short (the normal case),
    # and over every scene
    normal = [s for s in names if min(res[(s, "lbpi")]["w"], res[(s, "lbpi")]["h"]) >= 400]
    P(f"### Time per photo, single thread (ms, CPU time of the thread, median of 5 runs each; "
      f"{len(normal)} photos of 640x400..640x640; all {len(names)} scenes incl. panoramas)\n")
    P("| candidate | median (640x400+) | max (640x400+) | median wall (640x400+) | median (all) | max (all) |")
    P("|---|---|---|---|---|---|")
    for c, us in cands:
        cs = [combine(res, s, us) for s in normal]
        al = [combine(res, s, us) for s in names]
        P(f"| {c} | {statistics.median(x['cpu'] for x in cs):.1f} | {max(x['cpu'] for x in cs):.1f} | "
          f"{statistics.median(x['wall'] for x in cs):.1f} | {statistics.median(x['cpu'] for x in al):.1f} | "
          f"{max(x['cpu'] for x in al):.1f} |")
    prep = [res[(s, "lbpi")]["prep"] for s in names]
    P(f"\nPreparing the copy (resize INTER_AREA from the decoded source, grey, equalizeHist): median "
      f"{statistics.median(prep):.1f} ms, max {max(prep):.1f} ms (not in the figures above).\n")

    groups = [("people", lambda k: k in ("face", "face+crowd")), ("turned", lambda k: k == "turned"),
              ("painted/drawn", lambda k: k in ("painted", "drawn")), ("face at an end", lambda k: k == "face-end"),
              ("LFW grid", lambda k: k == "crowd")]
    P("### Faces found (marked faces found / marked) and false positives\n")
    P("| candidate | " + " | ".join(g for g, _ in groups) + " | FP on face scenes | FP on " +
      f"{sum(1 for s in names if scenes[s][0] == 'noface')} no-face pictures (pictures with any) |")
    P("|---" * (len(groups) + 3) + "|")
    for c, us in cands:
        cells = []
        fp_face = 0
        for g, pred in groups:
            f_, n_ = 0, 0
            for s in names:
                kind, marks = scenes[s]
                if not pred(kind):
                    continue
                found, fp = score(marks, combine(res, s, us)["boxes"])
                f_ += sum(found); n_ += len(found)
                if kind != "crowd":
                    fp_face += fp
            cells.append(f"{f_}/{n_}")
        fps = [score([], combine(res, s, us)["boxes"])[1] for s in names if scenes[s][0] == "noface"]
        lad = [score(scenes[s][1], combine(res, s, us)["boxes"])[1] for s in names if scenes[s][0] == "ladder"]
        crowd = [score(scenes[s][1], combine(res, s, us)["boxes"])[1] for s in names if scenes[s][0] == "crowd"]
        P(f"| {c} | " + " | ".join(cells) + f" | {fp_face} (+{sum(lad)} ladders, +{sum(crowd)} LFW) | "
          f"{sum(fps)} ({sum(1 for x in fps if x)}) |")

    P("\n### Per face scene (Y found, n missed; +k = false positives)\n")
    fs = [s for s in names if scenes[s][0] in ("face", "face+crowd", "turned", "painted", "drawn", "face-end")]
    P("| candidate | " + " | ".join(fs) + " |"); P("|---" * (len(fs) + 1) + "|")
    for c, us in cands:
        row = []
        for s in fs:
            found, fp = score(scenes[s][1], combine(res, s, us)["boxes"])
            row.append("".join("Y" if x else "n" for x in found) + (f" +{fp}" if fp else ""))
        P(f"| {c} | " + " | ".join(row) + " |")
    P("\n(scene sizes at the detector: " + ", ".join(f"{s} {res[(s, 'lbpi')]['w']}x{res[(s, 'lbpi')]['h']}"
                                                   for s in fs) + ")")

    P("\n### Smallest face (ladders, 640x480: face crop pasted at 10..90 px; sizes found, astronaut row / man row)\n")
    P("| candidate | plain ground | busy ground | FP plain / busy |"); P("|---|---|---|---|")
    for c, us in cands:
        cells, fps = [], []
        for s in ("ladder-plain", "ladder-busy"):
            if s not in names:
                continue
            marks = scenes[s][1]
            found, fp = score(marks, combine(res, s, us)["boxes"])
            sizes = [int(m[2] - m[0]) for m, _ in marks]
            half = len(found) // 2
            rows = [",".join(str(sizes[i]) for i in range(r * half, (r + 1) * half) if found[i]) or "none" for r in (0, 1)]
            cells.append(" / ".join(rows)); fps.append(str(fp))
        P(f"| {c} | " + " | ".join(cells) + " | " + " / ".join(fps) + " |")

    P("\n### False positives per no-face picture (only pictures with any)\n")
    for c, us in cands:
        fps = [(s, score([], combine(res, s, us)["boxes"])[1]) for s in names if scenes[s][0] == "noface"]
        P(f"- {c}: " + (", ".join(f"{s} {n}" for s, n in fps if n) or "none"))

    if len(sys.argv) > 3:
        res2, _ = read_results(sys.argv[3])
        ends = [s for s in scenes if (s, "lbpi") in res2]
        P("\n### Faces at an end, copy at most 1280 px on the long side (found; CPU ms)\n")
        P("| candidate | " + " | ".join(f"{s} {res2[(s, 'lbpi')]['w']}x{res2[(s, 'lbpi')]['h']}" for s in ends) + " |")
        P("|---" * (len(ends) + 1) + "|")
        for c, us in cands:
            row = []
            for s in ends:
                x = combine(res2, s, us)
                found, fp = score(scenes[s][1], x["boxes"])
                row.append("".join("Y" if f else "n" for f in found) + (f" +{fp}" if fp else "") + f" {x['cpu']:.0f}")
            P(f"| {c} | " + " | ".join(row) + " |")


main()
