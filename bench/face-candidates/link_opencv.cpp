// link test: an OpenCV cascade alone
#include <opencv2/objdetect.hpp>
#include <opencv2/imgproc.hpp>
#include <opencv2/core/utility.hpp>
#include <cstdio>
int main() {
  cv::setNumThreads(1);
  cv::CascadeClassifier cc;
  if (!cc.load("/usr/share/opencv4/lbpcascades/lbpcascade_frontalface_improved.xml")) return 1;
  cv::Mat g(120, 160, CV_8UC1, cv::Scalar(128)), eq;
  cv::equalizeHist(g, eq);
  std::vector<cv::Rect> r;
  cc.detectMultiScale(eq, r, 1.1, 3, 0, cv::Size());
  std::printf("opencv ok, %zu boxes\n", r.size());
}
