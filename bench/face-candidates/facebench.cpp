// facebench: time Debian's face detectors (OpenCV cascades, dlib HOG) on a list of pictures.
// Usage: facebench SCENES.tsv [RUNS=5] [MAXSIDE=640] [UNITS=all|comma list]
// SCENES.tsv: name \t path \t kind \t boxes (only name and path are read here).
// Prints (tab separated):
//   L unit load times                     once per detector: loading the cascade / deserialising dlib's
//   T when ntasks                       threads of this process (/proc/self/task)
//   R scene unit W H scale prep_ms first_cpu_ms cpu_med cpu_min wall_med n x0,y0,x1,y1,score[,w] ...
// Boxes are in the scaled picture's pixels (divide by scale for the source's); times in ms;
// cpu = this thread's CPU time (CLOCK_THREAD_CPUTIME_ID), wall = steady clock.
#include <opencv2/core.hpp>
#include <opencv2/core/utility.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <opencv2/objdetect.hpp>
#include <dlib/image_processing/frontal_face_detector.h>
#include <dlib/image_transforms.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <dirent.h>
#include <fstream>
#include <functional>
#include <memory>
#include <sstream>
#include <string>
#include <time.h>
#include <vector>

static double cpu_ms() {
  timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}
static double wall_ms() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
static int tasks() {
  int n = 0;
  if (DIR* d = opendir("/proc/self/task")) {
    while (dirent* e = readdir(d)) n += e->d_name[0] != '.';
    closedir(d);
  }
  return n;
}

struct Det { float x0, y0, x1, y1, score; int index; };
struct Unit {
  std::string name;
  std::function<std::vector<Det>(const cv::Mat& grey, const cv::Mat& eq)> run;
};

static const std::string HAAR = "/usr/share/opencv4/haarcascades/", LBP = "/usr/share/opencv4/lbpcascades/";

// A cascade: detectMultiScale on the equalised grey picture (and its mirror, for the profile cascades,
// which find faces turned one way only). minNeighbors 3, smallest = the cascade's training window.
static Unit cascade(const std::string& name, const std::string& file, double sf, bool mirror) {
  auto cc = std::make_shared<cv::CascadeClassifier>();
  double t = wall_ms(), c = cpu_ms();
  if (!cc->load(file) || cc->empty()) { fprintf(stderr, "cannot load %s\n", file.c_str()); exit(2); }
  printf("L\t%s\tload cpu %.2f wall %.2f\n", name.c_str(), cpu_ms() - c, wall_ms() - t);
  return {name, [cc, sf, mirror](const cv::Mat&, const cv::Mat& eq) {
            std::vector<Det> out;
            auto pass = [&](const cv::Mat& img, bool flipped) {
              std::vector<cv::Rect> r; std::vector<int> levels; std::vector<double> weights;
              cc->detectMultiScale(img, r, levels, weights, sf, 3, 0, cv::Size(), cv::Size(), true);
              for (size_t i = 0; i < r.size(); i++) {
                float x0 = r[i].x, x1 = r[i].x + r[i].width;
                if (flipped) { x0 = img.cols - (r[i].x + r[i].width); x1 = img.cols - r[i].x; }
                out.push_back({x0, (float)r[i].y, x1, (float)(r[i].y + r[i].height), (float)weights[i], flipped});
              }
            };
            pass(eq, false);
            if (mirror) { cv::Mat f; cv::flip(eq, f, 1); pass(f, true); }
            return out;
          }};
}

// dlib's HOG detector (five filters: front, left, right, front rotated left/right) on the grey
// picture, copied into dlib's image; optionally doubled first with pyramid_up.
static Unit hog(const std::string& name, int ups) {
  double t = wall_ms(), c = cpu_ms();
  auto det = std::make_shared<dlib::frontal_face_detector>(dlib::get_frontal_face_detector());
  double lc = cpu_ms() - c, lw = wall_ms() - t;
  c = cpu_ms();
  dlib::frontal_face_detector copy = *det;  // one per thread: what a copy costs
  printf("L\t%s\tload cpu %.2f wall %.2f; copy cpu %.2f\n", name.c_str(), lc, lw, cpu_ms() - c);
  return {name, [det, ups](const cv::Mat& grey, const cv::Mat&) {
            dlib::array2d<unsigned char> img(grey.rows, grey.cols);
            for (int y = 0; y < grey.rows; y++) std::copy_n(grey.ptr<unsigned char>(y), grey.cols, &img[y][0]);
            for (int i = 0; i < ups; i++) dlib::pyramid_up(img);
            std::vector<dlib::rect_detection> d;
            (*det)(img, d, 0.0);
            float s = float(1 << ups);
            std::vector<Det> out;
            for (auto& r : d)
              out.push_back({r.rect.left() / s, r.rect.top() / s, (r.rect.right() + 1) / s, (r.rect.bottom() + 1) / s,
                             (float)r.detection_confidence, (int)r.weight_index});
            return out;
          }};
}

int main(int argc, char** argv) {
  if (argc < 2) { fprintf(stderr, "usage: %s scenes.tsv [runs] [maxside] [units]\n", argv[0]); return 2; }
  int runs = argc > 2 ? atoi(argv[2]) : 5, maxside = argc > 3 ? atoi(argv[3]) : 640;
  std::string want = argc > 4 ? argv[4] : "all";
  printf("T\tstart(opencv default threads %d)\t%d\n", cv::getNumThreads(), tasks());
  cv::setNumThreads(1);
  printf("T\tafter setNumThreads(1)\t%d\n", tasks());

  std::vector<Unit> all;
  auto on = [&](const char* n) { return want == "all" || ("," + want + ",").find(std::string(",") + n + ",") != std::string::npos; };
  if (on("lbpi")) all.push_back(cascade("lbpi", LBP + "lbpcascade_frontalface_improved.xml", 1.1, false));
  if (on("lbp")) all.push_back(cascade("lbp", LBP + "lbpcascade_frontalface.xml", 1.1, false));
  if (on("haar2")) all.push_back(cascade("haar2", HAAR + "haarcascade_frontalface_alt2.xml", 1.1, false));
  if (on("lbpi-1.2")) all.push_back(cascade("lbpi-1.2", LBP + "lbpcascade_frontalface_improved.xml", 1.2, false));
  if (on("lbp-1.2")) all.push_back(cascade("lbp-1.2", LBP + "lbpcascade_frontalface.xml", 1.2, false));
  if (on("lbpprof")) all.push_back(cascade("lbpprof", LBP + "lbpcascade_profileface.xml", 1.1, true));
  if (on("haarprof")) all.push_back(cascade("haarprof", HAAR + "haarcascade_profileface.xml", 1.1, true));
  if (on("lbpprof-1.2")) all.push_back(cascade("lbpprof-1.2", LBP + "lbpcascade_profileface.xml", 1.2, true));
  if (on("dlib0")) all.push_back(hog("dlib0", 0));
  if (on("dlib1")) all.push_back(hog("dlib1", 1));
  printf("T\tafter loading\t%d\n", tasks());

  std::ifstream list(argv[1]);
  std::string line;
  bool first = true;
  while (std::getline(list, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::stringstream ss(line);
    std::string name, path;
    std::getline(ss, name, '\t'); std::getline(ss, path, '\t');
    cv::Mat src = cv::imread(path, cv::IMREAD_COLOR);
    if (src.empty()) { fprintf(stderr, "cannot read %s\n", path.c_str()); continue; }
    // the preview copy: at most maxside on the long side, grey; equalised for the cascades
    double c0 = cpu_ms();
    double scale = std::min(1.0, (double)maxside / std::max(src.cols, src.rows));
    cv::Mat small, grey, eq;
    if (scale < 1) cv::resize(src, small, cv::Size(), scale, scale, cv::INTER_AREA); else small = src;
    scale = (double)small.cols / src.cols;
    cv::cvtColor(small, grey, cv::COLOR_BGR2GRAY);
    cv::equalizeHist(grey, eq);
    double prep = cpu_ms() - c0;
    for (auto& u : all) {
      double f0 = cpu_ms();
      std::vector<Det> dets = u.run(grey, eq);  // a first call, not counted in the median
      double firstcall = cpu_ms() - f0;
      std::vector<double> cpu, wall;
      for (int r = 0; r < runs; r++) {
        double a = cpu_ms(), b = wall_ms();
        dets = u.run(grey, eq);
        cpu.push_back(cpu_ms() - a); wall.push_back(wall_ms() - b);
      }
      std::sort(cpu.begin(), cpu.end()); std::sort(wall.begin(), wall.end());
      printf("R\t%s\t%s\t%d\t%d\t%.5f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%zu", name.c_str(), u.name.c_str(), grey.cols,
             grey.rows, scale, prep, firstcall, cpu[runs / 2], cpu[0], wall[runs / 2], dets.size());
      for (auto& d : dets) printf("\t%.1f,%.1f,%.1f,%.1f,%.3f,%d", d.x0, d.y0, d.x1, d.y1, d.score, d.index);
      printf("\n");
      fflush(stdout);
      if (first) { printf("T\tafter first detection (%s)\t%d\n", u.name.c_str(), tasks()); }
    }
    first = false;
  }
  return 0;
}
