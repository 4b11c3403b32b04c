// link test: dlib's HOG face detector alone
#include <dlib/image_processing/frontal_face_detector.h>
#include <cstdio>
int main() {
  dlib::frontal_face_detector d = dlib::get_frontal_face_detector();
  dlib::array2d<unsigned char> img(120, 160);
  dlib::assign_all_pixels(img, 128);
  std::vector<dlib::rect_detection> out;
  d(img, out, 0.0);
  std::printf("dlib ok, %zu boxes\n", out.size());
}
