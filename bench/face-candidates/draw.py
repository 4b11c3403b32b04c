#!/usr/bin/python3
"""Draw the boxes a unit found on a scene (to check hits and false positives by eye).
Usage: draw.py scenes.tsv results.txt OUT.png scene unit[,unit...] [scene unit ...]"""
import sys
from PIL import Image, ImageDraw

scenes = {l.split("\t")[0]: l.rstrip("\n").split("\t") for l in open(sys.argv[1])}
res = {}
for line in open(sys.argv[2]):
    f = line.rstrip("\n").split("\t")
    if f[0] == "R":
        res[(f[1], f[2])] = (float(f[5]), [tuple(map(float, b.split(",")[:4])) for b in f[12:]])
COLOURS = ["red", "yellow", "cyan", "magenta", "lime"]
tiles = []
args = sys.argv[4:]
for scene, units in zip(args[0::2], args[1::2]):
    im = Image.open(scenes[scene][1]).convert("RGB")
    s = min(1.0, 640 / max(im.size))
    im = im.resize((round(im.width * s), round(im.height * s)))
    d = ImageDraw.Draw(im)
    if scenes[scene][3] != "-":
        for b in scenes[scene][3].split(";"):
            x0, y0, x1, y1 = (float(v) * s for v in b.lstrip("~").split(","))
            d.rectangle((x0, y0, x1, y1), outline="white", width=1)
    for i, u in enumerate(units.split(",")):
        scale, boxes = res[(scene, u)]
        for x0, y0, x1, y1 in boxes:
            d.rectangle((x0 / scale * s, y0 / scale * s, x1 / scale * s, y1 / scale * s), outline=COLOURS[i], width=2)
    d.text((4, 4), f"{scene}: {units}", fill="white")
    tiles.append(im)
W = max(t.width for t in tiles); H = sum(t.height + 4 for t in tiles)
sheet = Image.new("RGB", (W, H), "black")
y = 0
for t in tiles:
    sheet.paste(t, (0, y)); y += t.height + 4
sheet.save(sys.argv[3])
