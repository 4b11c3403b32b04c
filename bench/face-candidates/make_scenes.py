#!/usr/bin/python3
"""Build the face-detector scenes from pictures in Debian packages only, and write
scenes.tsv: name, path, kind, marked boxes (source pixels, "x0,y0,x1,y1" joined by ";",
a leading "~" = optional: a hit there is no false positive, a miss no miss; "-" = none).

Sources: python3-skimage (astronaut, camera, coffee, rocket, chelsea, ..., lfw_subset.npy),
mate-backgrounds (/usr/share/backgrounds/mate), opencv-doc (examples/data and the html
pictures; unpacked, not installed, into OCVDOC below: `apt-get download opencv-doc;
dpkg-deb -x opencv-doc_*.deb ocvdoc`). Run inside the Debian 13 chroot."""
import os
import numpy as np
from PIL import Image, ImageDraw

OUT = "/var/tmp/fm/scenes"
SK = "/usr/lib/python3/dist-packages/skimage/data"
MATE = "/usr/share/backgrounds/mate"
OCVDOC = "/var/tmp/fm/ocvdoc/usr/share/doc/opencv-doc"
DATA = f"{OCVDOC}/examples/data"
HTML = f"{OCVDOC}/opencv4/html"
os.makedirs(OUT, exist_ok=True)
rows = []


def add(name, path, kind, boxes=()):
    text = ";".join(("~" if opt else "") + ",".join(str(int(round(v))) for v in b) for b, opt in boxes) or "-"
    rows.append((name, path, kind, text))


def fill(path, w, h):
    """The wallpaper, scaled to cover w x h and cut from its centre."""
    im = Image.open(path).convert("RGB")
    s = max(w / im.width, h / im.height)
    im = im.resize((max(w, round(im.width * s)), max(h, round(im.height * s))), Image.LANCZOS)
    x, y = (im.width - w) // 2, (im.height - h) // 2
    return im.crop((x, y, x + w, y + h))


# --- people, hand-marked (boxes checked by eye on crops with the box drawn)
ASTRO_BOX = (154, 15, 302, 169)  # the 0.30-0.59 x 0.03-0.33 of 512: hair to chin
add("astronaut", f"{SK}/astronaut.png", "face", [(ASTRO_BOX, False)])
add("cameraman", f"{SK}/camera.png", "turned", [((158, 64, 268, 198), False)])  # profile, looking right
add("man", f"{HTML}/face_swapped.jpg", "face", [((100, 60, 220, 210), False)])
add("basketball", f"{DATA}/basketball1.png", "face",  # left man frontal; right man's head turned away: optional
    [((65, 80, 120, 140), False), ((540, 90, 605, 170), True)])
add("messi", f"{DATA}/messi5.jpg", "face+crowd", [((212, 63, 265, 132), False)])  # blurred crowd behind: unmarked
add("monalisa", f"{HTML}/julia_facedetect_sample.jpg", "painted", [((182, 140, 317, 303), False)])  # has a green box drawn on it

# a drawn (cartoon) face, made here
im = Image.new("RGB", (400, 400), (250, 250, 245))
d = ImageDraw.Draw(im)
d.ellipse((110, 90, 290, 300), fill=(245, 205, 170), outline=(60, 40, 30), width=4)
d.ellipse((150, 150, 180, 175), fill=(40, 40, 40)); d.ellipse((220, 150, 250, 175), fill=(40, 40, 40))
d.line((200, 180, 192, 225, 206, 228), fill=(120, 70, 50), width=4)
d.arc((155, 210, 245, 270), 20, 160, fill=(150, 30, 30), width=6)
d.pieslice((100, 60, 300, 170), 180, 360, fill=(90, 60, 30))
p = f"{OUT}/drawn-face.png"; im.save(p)
add("drawn-face", p, "drawn", [((110, 70, 290, 300), False)])

# --- the astronaut (and the cameraman) at one end of a panorama / tall photo, the rest a busy wallpaper
astro = Image.open(f"{SK}/astronaut.png").convert("RGB").crop((64, 0, 448, 384))  # head and shoulders
cam = Image.open(f"{SK}/camera.png").convert("RGB").crop((80, 0, 464, 384))
ELE = f"{MATE}/abstract/Elephants_3840x2160.jpg"
MEADOW = f"{MATE}/nature/GreenMeadow.jpg"
GARDEN = f"{MATE}/nature/Garden.jpg"


def end_scene(name, person, pbox, wall, w, h, at):
    side = min(w, h)
    canvas = fill(wall, w, h)
    px = {"left": (0, 0), "right": (w - side, 0), "top": (0, 0), "bottom": (0, h - side)}[at]
    canvas.paste(person.resize((side, side), Image.LANCZOS), px)
    s = side / 384
    box = (px[0] + pbox[0] * s, px[1] + pbox[1] * s, px[0] + pbox[2] * s, px[1] + pbox[3] * s)
    p = f"{OUT}/{name}.jpg"; canvas.save(p, quality=92)
    add(name, p, "face-end", [(box, False)])


AB = (ASTRO_BOX[0] - 64, ASTRO_BOX[1], ASTRO_BOX[2] - 64, ASTRO_BOX[3])
end_scene("astro-pano4-left", astro, AB, ELE, 2048, 512, "left")
end_scene("astro-pano4-right", astro, AB, ELE, 2048, 512, "right")
end_scene("astro-pano8-left", astro, AB, ELE, 4096, 512, "left")
end_scene("astro-tall4-top", astro, AB, MEADOW, 512, 2048, "top")
end_scene("astro-tall4-bottom", astro, AB, GARDEN, 512, 2048, "bottom")
end_scene("camera-pano4-right", cam, (158 - 80, 64, 268 - 80, 198), ELE, 2048, 512, "right")

# --- the same face at several sizes, on a plain and on a busy ground (640x480: 2 % of 480 = 9.6 px)
faces = [Image.open(f"{SK}/astronaut.png").convert("RGB").crop((165, 45, 295, 175)),  # brow-chin, ear-ear
         Image.open(f"{HTML}/face_swapped.jpg").convert("RGB").crop((95, 65, 225, 195))]
SIZES = [10, 14, 20, 28, 40, 60, 90]
for ground in ("plain", "busy"):
    canvas = Image.new("RGB", (640, 480), (128, 128, 128)) if ground == "plain" else fill(ELE, 640, 480)
    boxes = []
    for r, face in enumerate(faces):
        x, cy = 16, 120 + 240 * r
        for n in SIZES:
            y = cy - n // 2
            canvas.paste(face.resize((n, n), Image.LANCZOS), (x, y))
            boxes.append(((x, y, x + n, y + n), False))
            x += n + 24
    p = f"{OUT}/ladder-{ground}.png"; canvas.save(p)
    add(f"ladder-{ground}", p, "ladder", boxes)

# --- a "crowd": LFW's 100 face crops (25x25, skimage lfw_subset.npy) at 48 px in a 10x10 grid;
#     its 100 non-face crops the same way (no face)
lfw = np.load(f"{SK}/lfw_subset.npy")
for part, sl in (("faces", slice(0, 100)), ("nonfaces", slice(100, 200))):
    canvas = Image.new("L", (640, 640), 128)
    boxes = []
    for i, a in enumerate(lfw[sl]):
        tile = Image.fromarray((a * 255).astype(np.uint8)).resize((48, 48), Image.LANCZOS)
        x, y = 8 + (i % 10) * 64, 8 + (i // 10) * 64
        canvas.paste(tile, (x, y))
        boxes.append(((x, y, x + 48, y + 48), False))
    p = f"{OUT}/lfw-{part}.png"; canvas.save(p)
    add(f"lfw-{part}", p, "crowd" if part == "faces" else "noface", boxes if part == "faces" else [])

# --- no face at all: bench/subjects' and bench/export's photographs (mate-backgrounds) and others
for name in sorted(os.listdir(f"{MATE}/nature")):
    add("mate-" + name.rsplit(".", 1)[0], f"{MATE}/nature/{name}", "noface")
add("mate-Elephants_5640x3172", f"{MATE}/abstract/Elephants_5640x3172.jpg", "noface")
add("mate-GreenTraditional", f"{MATE}/desktop/GreenTraditional.jpg", "noface")
for name in ("coffee.png", "rocket.jpg", "chelsea.png", "coins.png", "hubble_deep_field.jpg",
             "motorcycle_left.png", "brick.png", "retina.jpg"):
    add("sk-" + name.rsplit(".", 1)[0], f"{SK}/{name}", "noface")
for name in ("baboon.jpg", "starry_night.jpg", "fruits.jpg", "squirrel_cls.jpg", "HappyFish.jpg",
             "building.jpg", "home.jpg"):
    add("cv-" + name.rsplit(".", 1)[0], f"{DATA}/{name}", "noface")

with open("/var/tmp/fm/scenes.tsv", "w") as f:
    for r in rows:
        f.write("\t".join(r) + "\n")
print(len(rows), "scenes")
